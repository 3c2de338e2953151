import type { OperatorBusiness } from '#shared/schemas/operator.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { GOOGLE, pauseWord, STATUS } from '#web/features/operator/lib/words.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDate } from '#web/lib/dates.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('operator');

/** The facts of one business, as a row of the list and the head of its page. */
export function BusinessFacts({ business: b }: { business: OperatorBusiness }) {
  const { t, percent } = useI18n();
  const trial = b.status === 'trial';
  const unhealthy = b.mail.bounceRate >= 0.05 || b.mail.complaintRate >= 0.001;
  return (
    <div className="flex min-w-0 flex-col gap-1 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Badge
          variant={b.status === 'subscribed' ? 'success' : b.status === 'lapsed' ? 'warning' : 'secondary'}
        >
          {t(STATUS[b.status])}
        </Badge>
        {b.paused ? (
          <Badge variant="warning">
            {t('operator.row.paused', { reason: t(pauseWord(b.paused.reason)) })}
          </Badge>
        ) : null}
        {b.suspended ? (
          <Badge variant="warning" className="max-w-full truncate">
            {t('operator.row.suspended', { reason: b.suspended.reason })}
          </Badge>
        ) : null}
      </div>
      <p className="text-muted-foreground">
        {t('operator.row.owner')}: <span className="break-all text-foreground">{b.ownerEmail}</span> ·{' '}
        {t('operator.row.locations', { count: b.locations })} ·{' '}
        {t('operator.row.members', { count: b.members })}
      </p>
      <p className="text-muted-foreground">
        {trial ? `${t('operator.row.trialEnds', { date: formatDate(new Date(b.trialEndsAt)) })} · ` : ''}
        {t('operator.row.created', { date: formatDate(new Date(b.createdAt)) })} ·{' '}
        {b.lastActivityAt
          ? t('operator.row.lastActivity', { date: formatDate(new Date(b.lastActivityAt)) })
          : t('operator.row.never')}
      </p>
      <p className={cn('text-muted-foreground', unhealthy && 'font-medium text-red-700 dark:text-red-400')}>
        {t('operator.row.mail', { day: b.mail.sent24h, month: b.mail.sent30d })} ·{' '}
        {t('operator.row.health', {
          bounces: percent(b.mail.bounceRate * 100),
          complaints: percent(b.mail.complaintRate * 100),
        })}
      </p>
      <p className="text-muted-foreground">
        {t('operator.row.drafts', { count: b.draftsToday })} · {t(GOOGLE[b.google])}
      </p>
    </div>
  );
}
