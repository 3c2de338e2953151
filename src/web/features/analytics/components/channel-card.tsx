import { useId } from 'react';
import type { ChannelFigures } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { loadMessages, useI18n } from '#web/i18n/locale-store.ts';
import { cn } from '#web/lib/utils.ts';
import { CHANNEL_KEYS } from './format';

await loadMessages('analytics');

const COLUMNS = [
  'analytics.channels.column.channel',
  'analytics.channels.column.scans',
  'analytics.channels.column.conversions',
  'analytics.channels.column.rate',
  'analytics.channels.column.yours',
] as const;

/**
 * How visits came: the QR code, or a link sent from a phone. This week and last week; the
 * channels no one used in either week are left out. `mine` shows the viewer's own part this week.
 */
export function ChannelCard({ channels }: { channels: ChannelFigures[] }) {
  const { t, number, percent } = useI18n();
  const titleId = useId();
  const used = channels.filter((c) => c.scans || c.lastWeekScans);
  if (used.length === 0) return null;
  const viaMaps = channels.reduce((n, c) => n + c.mapsConversions, 0);
  // conversions ÷ scans, one decimal, as the server's conversionRate (a type-only import keeps zod out).
  const rate = (conversions: number, scans: number) => (scans ? percent((conversions / scans) * 100) : '–');
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle id={titleId} className="text-base">
          {t('analytics.channels.title')}
        </CardTitle>
        <CardDescription>{t('analytics.channels.description')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-start text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map((key, i) => (
                <th
                  key={key}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium',
                    i === 0 ? 'ps-0 text-start' : 'text-end',
                    i === 4 && 'pe-0',
                  )}
                >
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {used.map((c) => (
              <tr key={c.channel}>
                <th scope="row" className="py-2 pe-3 text-start font-medium">
                  {t(CHANNEL_KEYS[c.channel])}
                </th>
                <td className="px-3 py-2 text-end tabular-nums">
                  {number(c.scans)} <span className="text-muted-foreground">({number(c.lastWeekScans)})</span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">
                  {number(c.conversions)}{' '}
                  <span className="text-muted-foreground">({number(c.lastWeekConversions)})</span>
                </td>
                <td className="px-3 py-2 text-end tabular-nums">{rate(c.conversions, c.scans)}</td>
                <td className="py-2 ps-3 text-end tabular-nums">{number(c.mine.scans)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {viaMaps ? (
          <p className="mt-3 text-xs text-muted-foreground">
            {t('analytics.channels.viaMaps', { count: viaMaps })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
