import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyPoint } from '#shared/schemas/analytics.ts';
import { useI18n } from '#web/i18n/locale-store.ts';
import {
  ALL_SERIES,
  axisTick,
  gridStroke,
  type Series,
  tooltipLabelStyle,
  tooltipStyle,
} from './chart-style';

type Props = {
  data: (DailyPoint & { label: string })[];
  legend: Series[];
  /** A per-chart id prefix for the gradients. */
  gradient: string;
};

/** The drawing of DailyChart: recharts, loaded only when a chart is shown. */
export function DailyPlot({ data, legend: LEGEND, gradient }: Props) {
  // The drawing is left to right; its words and numbers are the owner's language, the tooltip reads its way.
  const { number, dir } = useI18n();
  return (
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
      <YAxis
        allowDecimals={false}
        tick={axisTick}
        tickLine={false}
        axisLine={false}
        width={36}
        tickFormatter={(value: number) => number(value)}
      />
      <Tooltip
        contentStyle={{ ...tooltipStyle, direction: dir }}
        formatter={(value) => (typeof value === 'number' ? number(value) : value)}
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
  );
}
