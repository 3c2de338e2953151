import { useId } from 'react';
import { CHANNEL_LABELS } from '#shared/constants/channels.ts';
import type { ChannelFigures } from '#shared/schemas/analytics.ts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { cn } from '#web/lib/utils.ts';

// conversions ÷ scans, one decimal, as the server's conversionRate (a type-only import keeps zod out).
const COLUMNS = ['Channel', 'Scans', 'Conversions', 'Rate', 'Yours'];

const rate = (conversions: number, scans: number) =>
  scans ? `${Math.round((conversions / scans) * 1000) / 10}%` : '–';

/**
 * How visits came (issue 31): the QR code, or a link sent from a phone. This week and last week; the
 * channels no one used in either week are left out. `mine` shows the viewer's own part this week.
 */
export function ChannelCard({ channels }: { channels: ChannelFigures[] }) {
  const titleId = useId();
  const used = channels.filter((c) => c.scans || c.lastWeekScans);
  if (used.length === 0) return null;
  const viaMaps = channels.reduce((n, c) => n + c.mapsConversions, 0);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle id={titleId} className="text-base">
          How customers came
        </CardTitle>
        <CardDescription>
          Scans and Google conversions by channel, this week (last week in brackets)
        </CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-xs text-muted-foreground">
            <tr>
              {COLUMNS.map((name, i) => (
                <th
                  key={name}
                  scope="col"
                  className={cn(
                    'px-3 py-2 font-medium',
                    i === 0 ? 'pl-0 text-left' : 'text-right',
                    i === 4 && 'pr-0',
                  )}
                >
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y">
            {used.map((c) => (
              <tr key={c.channel}>
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {CHANNEL_LABELS[c.channel]}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">
                  {c.scans} <span className="text-muted-foreground">({c.lastWeekScans})</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {c.conversions} <span className="text-muted-foreground">({c.lastWeekConversions})</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{rate(c.conversions, c.scans)}</td>
                <td className="py-2 pl-3 text-right tabular-nums">{c.mine.scans}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {viaMaps ? (
          <p className="mt-3 text-xs text-muted-foreground">
            {viaMaps === 1 ? '1 conversion' : `${viaMaps} conversions`} this week went to your place on Google
            Maps, because Google&apos;s review form does not open in Firefox for Android.
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
