import { QrCode } from 'lucide-react';
import type { StaffFigures } from '#shared/schemas/staff.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { QueryState } from '#web/components/ui/query-state.tsx';
import { useAnalytics } from '#web/features/analytics/api/get-analytics.ts';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import type { MessageKey } from '#web/i18n/messages.ts';

await loadMessages('analytics');

/** A team member's own figures: what their QR brought this week, last week and all time. */
export function MyFiguresCard({ businessId }: { businessId: string }) {
  const { t, rich } = useI18n();
  const query = useAnalytics(businessId);
  const mine = query.data?.byStaff.find((r) => r.you);
  const periods: [MessageKey, StaffFigures | undefined][] = [
    ['analytics.mine.thisWeek', mine?.thisWeek],
    ['analytics.mine.lastWeek', mine?.lastWeek],
    ['analytics.mine.allTime', mine?.allTime],
  ];
  return (
    <Card>
      <section aria-labelledby="my-figures-title">
        <CardHeader>
          <CardTitle id="my-figures-title" className="flex items-center gap-2 text-base">
            <QrCode aria-hidden className="size-5" />
            {t('analytics.mine.title')}
          </CardTitle>
          <CardDescription>{t('analytics.mine.description')}</CardDescription>
        </CardHeader>
        <CardContent>
          <QueryState
            query={query}
            loading={t('analytics.mine.loading')}
            failed={t('analytics.mine.loadError')}
            className="py-2"
            failure={<p className="text-sm text-muted-foreground">{t('analytics.mine.loadError')}</p>}
          >
            {() => (
              <dl className="grid grid-cols-3 gap-2 text-center sm:gap-4">
                {periods.map(([label, f]) => (
                  <div key={label} className="rounded-lg bg-muted/60 px-2 py-3">
                    <dt className="text-xs font-medium text-muted-foreground">{t(label)}</dt>
                    <dd className="mt-1 text-2xl font-bold tabular-nums">
                      {rich('analytics.mine.conversions', {
                        count: f?.conversions ?? 0,
                        n: (chunks) => <span key="n">{chunks}</span>,
                        sr: (chunks) => (
                          <span key="sr" className="sr-only">
                            {chunks}
                          </span>
                        ),
                      })}
                    </dd>
                    <dd className="text-xs text-muted-foreground">
                      {t('analytics.mine.ofScans', { count: f?.scans ?? 0 })}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </QueryState>
        </CardContent>
      </section>
    </Card>
  );
}
