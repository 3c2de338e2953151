import { Monitor, Smartphone } from 'lucide-react';
import { useId } from 'react';
import type { RecentScan } from '#shared/schemas/analytics.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { formatDayAndTime } from '#web/lib/dates.ts';

await loadMessages('analytics');

/** The 5 newest scans: device, when, and whether the customer went on to Google. */
export function RecentScans({ scans }: { scans: RecentScan[] }) {
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle id={titleId} className="text-base">
          {t('analytics.recent.title')}
        </CardTitle>
        <CardDescription>{t('analytics.recent.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {scans.map((scan) => {
            const mobile = scan.deviceType === 'mobile';
            const Icon = mobile ? Smartphone : Monitor;
            const when = new Date(scan.scanDate);
            return (
              <li key={scan.id} className="flex items-center gap-3 py-3 first:pt-0 last:pb-0">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                  <Icon aria-hidden className="size-4" />
                </span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium">
                    {mobile ? t('analytics.recent.mobile') : t('analytics.recent.desktop')}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    <time dateTime={scan.scanDate}>{formatDayAndTime(when)}</time>
                  </p>
                </div>
                {scan.converted ? (
                  <Badge
                    variant="outline"
                    className="border-transparent bg-success/15 text-green-800 dark:text-green-300"
                  >
                    {t('analytics.recent.converted')}
                  </Badge>
                ) : (
                  <Badge variant="outline" className="text-muted-foreground">
                    {t('analytics.recent.notConverted')}
                  </Badge>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
