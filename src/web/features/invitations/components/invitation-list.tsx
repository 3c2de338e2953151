import { Inbox } from 'lucide-react';
import type { InvitationStatus } from '#shared/lib/invitations.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { EmptyState, QueryState } from '#web/components/ui/query-state.tsx';
import { useInvitations } from '#web/features/invitations/api/get-invitations.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';
import { cn } from '#web/lib/utils.ts';

await loadMessages('invitations');

const STATUS: Record<InvitationStatus, { key: MessageKey; tone: string }> = {
  scheduled: { key: 'invitations.status.scheduled', tone: 'bg-muted text-muted-foreground' },
  sent: {
    key: 'invitations.status.sent',
    tone: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  },
  reminded: {
    key: 'invitations.status.reminded',
    tone: 'bg-blue-100 text-blue-900 dark:bg-blue-950 dark:text-blue-200',
  },
  opened: {
    key: 'invitations.status.opened',
    tone: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-200',
  },
  rated: {
    key: 'invitations.status.rated',
    tone: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  },
  unsubscribed: {
    key: 'invitations.status.unsubscribed',
    tone: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  },
  bounced: {
    key: 'invitations.status.bounced',
    tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  },
  failed: {
    key: 'invitations.status.failed',
    tone: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  },
};

/** The latest invitations: to whom, by whom, and what became of each. */
export function InvitationList({ businessId }: { businessId: string }) {
  const { t } = useI18n();
  const list = useInvitations(businessId);
  return (
    <QueryState
      query={list}
      loading={t('invitations.list.loading')}
      failed={t('invitations.list.failed')}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <EmptyState icon={Inbox} title={t('invitations.list.emptyTitle')}>
          {t('invitations.list.empty')}
        </EmptyState>
      }
    >
      {(rows) => (
        <Card>
          <CardHeader>
            <CardTitle>{t('invitations.list.title')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="flex flex-col divide-y divide-border" aria-label={t('invitations.list.title')}>
              {rows.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium">
                      <bdi>{r.name ?? r.email ?? t('invitations.list.erased')}</bdi>
                    </p>
                    <p className="truncate text-xs text-muted-foreground">
                      {r.name && r.email ? (
                        <>
                          <bdi>{r.email}</bdi> ·{' '}
                        </>
                      ) : null}
                      {formatDayAndTime(new Date(r.sentAt ?? r.sendAt))}
                      {r.sentBy ? ` · ${t('invitations.list.by', { name: r.sentBy })}` : ''}
                    </p>
                  </div>
                  <span
                    className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS[r.status].tone)}
                  >
                    {r.status === 'rated' && r.stars
                      ? t('invitations.status.ratedStars', { count: r.stars })
                      : t(STATUS[r.status].key)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </QueryState>
  );
}
