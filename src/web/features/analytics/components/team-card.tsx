import { Trophy, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Analytics } from '#shared/schemas/analytics.ts';
import type { StaffRow } from '#shared/schemas/staff.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { cn } from '#web/lib/utils.ts';
import { CHANNEL_KEYS } from './format';

await loadMessages('analytics');

/**
 * The team board: whose QR sent which customers on to Google this week, best first, with a bar for each.
 * The server decides which rows the viewer may see; this card only shows them.
 */
export function TeamCard({
  analytics,
  isOwner,
  boardSetting,
}: {
  analytics: Analytics;
  isOwner: boolean;
  /** The owner's switch for the board, from the team feature; given the setting as it is now. */
  boardSetting?: (visible: boolean) => ReactNode;
}) {
  const { t, rich } = useI18n();
  const rows = analytics.byStaff;
  const best = Math.max(1, ...rows.map((r) => r.thisWeek.conversions));
  const onlyMine = !isOwner && !analytics.teamBoardVisible;
  const team = analytics.teamTotals.thisWeek;
  // Scans of the shop's printed code or plain link belong to no one; the card says so, or
  // "0 scans" beside a total of 14 would read as a fault.
  const nobodys = Math.max(0, analytics.thisWeekScans - team.scans);

  return (
    <Card>
      <section aria-labelledby="team-card-title">
        <CardHeader className="gap-1">
          <CardTitle id="team-card-title" className="flex items-center gap-2 text-base">
            <Users aria-hidden className="size-5" />
            {t('analytics.team.title')}
          </CardTitle>
          <CardDescription>{t('analytics.team.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {rows.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('analytics.team.empty')}</p>
          ) : (
            <ol aria-label={t('analytics.team.ranking')} className="flex flex-col gap-3">
              {rows.map((row, i) => (
                <TeamRow key={row.staffRef} row={row} rank={i + 1} best={best} />
              ))}
            </ol>
          )}
          <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm">
            {rich('analytics.team.total', {
              b: (chunks) => (
                <span key="b" className="font-medium">
                  {chunks}
                </span>
              ),
              conversions: team.conversions,
              scans: team.scans,
            })}
            {onlyMine ? (
              <span className="text-muted-foreground"> · {t('analytics.team.onlyMine')}</span>
            ) : null}
          </p>
          {nobodys > 0 && !onlyMine ? (
            <p className="text-sm text-muted-foreground" data-testid="unattributed-scans">
              {t('analytics.team.unattributed', { count: nobodys })}
            </p>
          ) : null}
          {isOwner && boardSetting ? boardSetting(analytics.teamBoardVisible) : null}
        </CardContent>
      </section>
    </Card>
  );
}

function TeamRow({ row, rank, best }: { row: StaffRow; rank: number; best: number }) {
  const { t, number, percent } = useI18n();
  const w = row.thisWeek;
  const width = `${Math.round((w.conversions / best) * 100)}%`;
  const tags: MessageKey[] = [
    ...(row.you ? (['analytics.team.tag.you'] as const) : []),
    ...(row.role === 'owner' ? (['analytics.team.tag.owner'] as const) : []),
    ...(row.current ? [] : (['analytics.team.tag.former'] as const)),
  ];
  const channels = row.channels.map((c) => `${t(CHANNEL_KEYS[c.channel])} ${number(c.scans)}`).join(' · ');
  return (
    <li className="flex flex-col gap-1.5" data-staff-ref={row.staffRef}>
      {/* A long name or a long language: the figure moves to its own line, the name stays whole. */}
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="w-5 shrink-0 text-end text-sm text-muted-foreground tabular-nums">
            {rank === 1 && w.conversions > 0 ? (
              <Trophy aria-label={t('analytics.team.first')} className="inline size-4 text-warning" />
            ) : (
              number(rank)
            )}
          </span>
          <span className={cn('truncate font-medium', !row.current && 'text-muted-foreground')}>
            {row.name}
          </span>
        </span>
        <span className="ms-auto shrink-0 text-sm font-semibold tabular-nums">
          {t('analytics.team.conversions', { count: w.conversions })}
        </span>
      </div>
      <div className="ms-7 h-2 overflow-hidden rounded-full bg-muted" aria-hidden>
        <div className="h-full rounded-full bg-primary" style={{ width }} />
      </div>
      <div className="ms-7 flex flex-col text-xs text-muted-foreground">
        <span>
          {tags.map((tag) => (
            <span
              key={tag}
              className={cn('me-1.5 font-medium', tag === 'analytics.team.tag.you' && 'text-primary')}
            >
              {t(tag)}
            </span>
          ))}
          {t('analytics.team.row.thisWeek', {
            scans: w.scans,
            rate: percent(w.conversionRate),
            feedback: w.feedbackCount,
          })}
        </span>
        <span>
          {t('analytics.team.row.history', {
            lastWeek: row.lastWeek.conversions,
            allTime: row.allTime.conversions,
          })}
        </span>
        {row.channels.length > 0 ? <span>{t('analytics.team.row.channels', { channels })}</span> : null}
      </div>
    </li>
  );
}
