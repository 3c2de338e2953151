import { Label } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateTeamBoard } from '#web/features/teams/api/update-team-board.ts';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('team');

/** The owner's 'Show the team board to members', shown under the board itself. */
export function TeamBoardSwitch({ businessId, visible }: { businessId: string; visible: boolean }) {
  const { t } = useI18n();
  const update = useUpdateTeamBoard(businessId);
  const shown = update.isPending && update.variables !== undefined ? update.variables : visible;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <Label htmlFor="team-board-visible" className="leading-snug">
        {t('team.board.label')}
        <span className="block text-xs font-normal text-muted-foreground">
          {shown ? t('team.board.shown') : t('team.board.hidden')}
        </span>
      </Label>
      <Switch
        id="team-board-visible"
        checked={shown}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(next, {
            // The answer may come after the owner changed language: the toast speaks the current one.
            onError: (err) =>
              toast({
                title: i18nNow().t('team.error'),
                description: messageOf(err, i18nNow().t('team.board.failed')),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
