import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import { useI18n } from '#web/i18n/locale-store.ts';
import { axisTick, gridStroke } from './chart-style';

// Low ratings in red, middling in amber, the ones that go to Google in green.
const colorFor = (rating: number) =>
  rating <= 2 ? 'var(--destructive)' : rating === 3 ? 'var(--warning)' : 'var(--success)';

/** The drawing of RatingChart: recharts, loaded only when a chart is shown. */
export function RatingPlot({
  data,
  name,
}: {
  data: { rating: number; count: number; label: string }[];
  /** The series' name, in the owner's language. */
  name: string;
}) {
  const { number } = useI18n();
  return (
    <BarChart
      responsive
      layout="vertical"
      data={data}
      margin={{ top: 0, right: 36, bottom: 0, left: 4 }}
      barCategoryGap={6}
      style={{ width: '100%', height: 220 }}
    >
      <CartesianGrid horizontal={false} stroke={gridStroke} strokeDasharray="3 3" />
      <XAxis type="number" allowDecimals={false} hide domain={[0, (max: number) => Math.max(max, 1)]} />
      <YAxis type="category" dataKey="label" tick={axisTick} tickLine={false} axisLine={false} width={40} />
      <Bar dataKey="count" name={name} radius={[0, 6, 6, 0]} isAnimationActive={false}>
        {data.map((r) => (
          <Cell key={r.rating} fill={colorFor(r.rating)} />
        ))}
        <LabelList
          dataKey="count"
          position="right"
          formatter={(value) => (typeof value === 'number' ? number(value) : value)}
          style={{ fill: 'var(--foreground)', fontSize: 12, fontWeight: 600 }}
        />
      </Bar>
    </BarChart>
  );
}
