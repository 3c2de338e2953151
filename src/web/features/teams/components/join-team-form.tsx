import { LogIn } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { TEAM_CODE_LENGTH } from '#shared/lib/teams.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input, Label } from '#web/components/ui/input.tsx';
import { useJoinTeam } from '#web/features/teams/api/join-team.ts';
import { isCompleteTeamCode, normalizeTeamCode } from '#web/features/teams/lib/team-code.ts';
import { i18nNow, loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';

await loadMessages('team');

const codeRequired = () => {
  const { t } = i18nNow();
  toast({
    title: t('team.join.codeRequired.title'),
    description: t('team.join.codeRequired.text'),
    variant: 'destructive',
  });
};

/** The code entry. The caller refreshes the account and moves on once `onJoined` fires. */
export function JoinTeamForm({ onJoined }: { onJoined: (business: { id: string; name: string }) => void }) {
  const { t } = useI18n();
  const [code, setCode] = useState('');
  const [joined, setJoined] = useState(false);
  const hintId = useId();
  const join = useJoinTeam({
    onSuccess: (business) => {
      setJoined(true);
      toast({ title: t('team.join.joined', { name: business.name }), variant: 'success' });
      onJoined(business);
    },
    onError: (error) =>
      toast({
        title: t('team.error'),
        description: messageOf(error, t('team.join.failed')),
        variant: 'destructive',
      }),
  });
  const complete = isCompleteTeamCode(code);
  const busy = join.isPending || joined;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!complete) return codeRequired();
    if (!busy) join.mutate({ businessCode: code });
  }

  // With the button disabled the browser skips implicit submission, so Enter is caught here.
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter' && !complete) {
      e.preventDefault();
      codeRequired();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <Label htmlFor="business-code">{t('team.join.label')}</Label>
        <Input
          id="business-code"
          name="businessCode"
          value={code}
          onChange={(e) => setCode(normalizeTeamCode(e.target.value))}
          onKeyDown={onKeyDown}
          placeholder="ABC234"
          autoComplete="off"
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby={hintId}
          dir="ltr"
          className="h-14 ps-[calc(0.75rem+0.4em)] text-center font-mono text-2xl font-semibold tracking-[0.4em] uppercase placeholder:tracking-[0.4em] placeholder:text-muted-foreground/60 sm:text-2xl"
          disabled={busy}
          autoFocus
        />
        <p id={hintId} className="text-center text-sm text-muted-foreground" aria-live="polite">
          {t('team.join.length', { length: code.length, max: TEAM_CODE_LENGTH })}
        </p>
      </div>
      <Button type="submit" size="lg" disabled={!complete || busy}>
        <LogIn aria-hidden />
        {busy ? t('team.join.joining') : t('team.join.submit')}
      </Button>
    </form>
  );
}
