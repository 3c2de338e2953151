import { Trophy, Users } from 'lucide-react';
import { CHANNEL_LABELS } from '#shared/constants/channels.ts';
import type { Analytics } from '#shared/schemas/analytics.ts';
import type { StaffRow } from '#shared/schemas/staff.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/input.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import { useUpdateTeamBoard } from '#web/features/analytics/api/update-team-board.ts';
import { messageOf } from '#web/lib/api-client.ts';
import { toast } from '#web/lib/toast-store.ts';
import { cn } from '#web/lib/utils.ts';

const number = new Intl.NumberFormat('en-US');
const plural = (n: number, one: string, many: string) => `${number.format(n)} ${n === 1 ? one : many}`;

/**
 * The team board: whose QR sent which customers on to Google this week, best first, with a bar for each.
 * The server decides which rows the viewer may see; this card only shows them.
 */
export function TeamCard({
  businessId,
  analytics,
  isOwner,
}: {
  businessId: string;
  analytics: Analytics;
  isOwner: boolean;
}) {
  const rows = analytics.byStaff;
  const best = Math.max(1, ...rows.map((r) => r.thisWeek.conversions));
  const onlyMine = !isOwner && !analytics.teamBoardVisible;
  const team = analytics.teamTotals.thisWeek;
  // Scans of the shop's printed code or plain link belong to no one (issue 33: the board showed the
  // owner "0 scans" beside a total of 14, with no word why).
  const nobodys = Math.max(0, analytics.thisWeekScans - team.scans);

  return (
    <Card>
      <section aria-labelledby="team-card-title">
        <CardHeader className="gap-1">
          <CardTitle id="team-card-title" className="flex items-center gap-2 text-base">
            <Users aria-hidden className="size-5" />
            Team
          </CardTitle>
          <CardDescription>
            Customers each person's own QR sent on to Google to review, last 7 days (a click to Google, not
            yet a review). Printed codes count for nobody.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">No one on the team has shown their QR yet.</p>
          ) : (
            <ol aria-label="Team ranking" className="flex flex-col gap-3">
              {rows.map((row, i) => (
                <TeamRow key={row.staffRef} row={row} rank={i + 1} best={best} />
              ))}
            </ol>
          )}
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
            <span className="font-medium">Whole team this week: </span>
            {plural(team.conversions, 'conversion', 'conversions')} from {plural(team.scans, 'scan', 'scans')}
            {onlyMine ? (
              <span className="text-muted-foreground"> · the owner shows only your own row</span>
            ) : null}
          </p>
          {nobodys > 0 && !onlyMine ? (
            <p className="text-sm text-muted-foreground" data-testid="unattributed-scans">
              {plural(nobodys, 'scan', 'scans')} this week came from the shop's printed code or plain link, so{' '}
              {nobodys === 1 ? 'it counts' : 'they count'} for no one on the team.
            </p>
          ) : null}
          {isOwner ? <TeamBoardSwitch businessId={businessId} visible={analytics.teamBoardVisible} /> : null}
        </CardContent>
      </section>
    </Card>
  );
}

function TeamRow({ row, rank, best }: { row: StaffRow; rank: number; best: number }) {
  const w = row.thisWeek;
  const width = `${Math.round((w.conversions / best) * 100)}%`;
  const tags = [row.you ? 'You' : null, row.role === 'owner' ? 'Owner' : null, row.current ? null : 'Former'];
  return (
    <li className="flex flex-col gap-1.5" data-staff-ref={row.staffRef}>
      <div className="flex items-baseline justify-between gap-3">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="w-5 shrink-0 text-right text-sm text-muted-foreground tabular-nums">
            {rank === 1 && w.conversions > 0 ? (
              <Trophy aria-label="First" className="inline size-4 text-warning" />
            ) : (
              rank
            )}
          </span>
          <span className={cn('truncate font-medium', !row.current && 'text-muted-foreground')}>
            {row.name}
          </span>
        </span>
        <span className="shrink-0 text-sm font-semibold tabular-nums">
          {plural(w.conversions, 'conversion', 'conversions')}
        </span>
      </div>
      <div className="ml-7 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width }} />
      </div>
      <div className="ml-7 flex flex-col text-xs text-muted-foreground">
        <span>
          {tags.filter(Boolean).map((t) => (
            <span key={t} className={cn('mr-1.5 font-medium', t === 'You' && 'text-primary')}>
              {t}
            </span>
          ))}
          {plural(w.scans, 'scan', 'scans')} · {w.conversionRate.toLocaleString('en-US')}% to Google ·{' '}
          {number.format(w.feedbackCount)} private feedback
        </span>
        <span>
          Last week {number.format(row.lastWeek.conversions)} · all time{' '}
          {plural(row.allTime.conversions, 'conversion', 'conversions')}
        </span>
        {row.channels.length > 0 ? (
          <span>
            This week by channel:{' '}
            {row.channels.map((c) => `${CHANNEL_LABELS[c.channel]} ${number.format(c.scans)}`).join(' · ')}
          </span>
        ) : null}
      </div>
    </li>
  );
}

function TeamBoardSwitch({ businessId, visible }: { businessId: string; visible: boolean }) {
  const update = useUpdateTeamBoard(businessId);
  const shown = update.isPending && update.variables !== undefined ? update.variables : visible;
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border p-3">
      <Label htmlFor="team-board-visible" className="leading-snug">
        Show the team board to members
        <span className="block text-xs font-normal text-muted-foreground">
          {shown ? 'Members see everyone’s row.' : 'Members see only their own row and the team total.'}
        </span>
      </Label>
      <Switch
        id="team-board-visible"
        checked={shown}
        disabled={update.isPending}
        onCheckedChange={(next) =>
          update.mutate(next, {
            onError: (err) =>
              toast({
                title: 'Error',
                description: messageOf(err, 'Failed to update the team board setting'),
                variant: 'destructive',
              }),
          })
        }
      />
    </div>
  );
}
