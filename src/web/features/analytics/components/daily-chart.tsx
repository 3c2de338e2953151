import { format } from 'date-fns';
import { useId } from 'react';
import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyPoint } from '../../../../shared/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import {
  axisTick,
  dayAsDate,
  gridStroke,
  plural,
  SERIES,
  tooltipLabelStyle,
  tooltipStyle,
} from './chart-style';

const ALL_SERIES = [
  { key: 'scans', label: 'Scans', color: SERIES.scans },
  { key: 'conversions', label: 'Conversions', color: SERIES.conversions },
  { key: 'feedback', label: 'Private feedback', color: SERIES.feedback },
] as const;

/** Scans and conversions per day over the last 30 days. */
export function DailyChart({ daily }: { daily: DailyPoint[] }) {
  const gradient = useId().replaceAll(':', '');
  const scans = daily.reduce((n, d) => n + d.scans, 0);
  const conversions = daily.reduce((n, d) => n + d.conversions, 0);
  const feedback = daily.reduce((n, d) => n + d.feedback, 0);
  // Private feedback only exists with the review filter on; an always-flat line would be noise.
  const LEGEND = ALL_SERIES.filter((s) => s.key !== 'feedback' || feedback > 0);
  const data = daily.map((d) => ({ ...d, label: format(dayAsDate(d.date), 'MMM d') }));
  return (
    <Card>
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle className="text-base">Scans and conversions</CardTitle>
        <CardDescription>Last 30 days, by UTC day</CardDescription>
      </CardHeader>
      <CardContent className="px-2 sm:px-4">
        <figure
          role="img"
          aria-label={`Chart of the last 30 days: ${plural(scans, 'scan')}, ${plural(conversions, 'conversion')}${feedback ? `, ${feedback} sent to private feedback` : ''}`}
          className="m-0"
        >
          <AreaChart
            responsive
            data={data}
            margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
            style={{ width: '100%', height: 240 }}
          >
            <defs>
              {LEGEND.map((s) => (
                <linearGradient key={s.key} id={`${gradient}-${s.key}`} x1="0" y1="0" x2="0" y2="1">
                  <stop offset="0%" stopColor={s.color} stopOpacity={0.3} />
                  <stop offset="100%" stopColor={s.color} stopOpacity={0.02} />
                </linearGradient>
              ))}
            </defs>
            <CartesianGrid vertical={false} stroke={gridStroke} strokeDasharray="3 3" />
            <XAxis
              dataKey="label"
              tick={axisTick}
              tickLine={false}
              axisLine={{ stroke: gridStroke }}
              interval="preserveStartEnd"
              minTickGap={24}
            />
            <YAxis allowDecimals={false} tick={axisTick} tickLine={false} axisLine={false} width={36} />
            <Tooltip
              contentStyle={tooltipStyle}
              labelStyle={tooltipLabelStyle}
              cursor={{ stroke: gridStroke }}
              isAnimationActive={false}
              itemSorter={(item) => ALL_SERIES.findIndex((s) => s.key === item.dataKey)}
            />
            {LEGEND.map((s) => (
              <Area
                key={s.key}
                type="monotone"
                dataKey={s.key}
                name={s.label}
                stroke={s.color}
                strokeWidth={2}
                fill={`url(#${gradient}-${s.key})`}
                isAnimationActive={false}
                dot={false}
                activeDot={{ r: 4 }}
              />
            ))}
          </AreaChart>
        </figure>
        <ul
          aria-hidden
          className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm text-muted-foreground"
        >
          {LEGEND.map((s) => (
            <li key={s.key} className="inline-flex items-center gap-2">
              <span aria-hidden className="size-2.5 rounded-full" style={{ background: s.color }} />
              {s.label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
