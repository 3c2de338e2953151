import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from 'recharts';
import type { RatingCount } from '../../../../shared/analytics';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { axisTick, gridStroke } from './chart-style';

// Low ratings in red, middling in amber, the ones that go to Google in green.
const colorFor = (rating: number) =>
  rating <= 2 ? 'var(--destructive)' : rating === 3 ? 'var(--warning)' : 'var(--success)';

/** How many customers chose each star rating, 5 stars on top. */
export function RatingChart({ distribution }: { distribution: RatingCount[] }) {
  const total = distribution.reduce((n, r) => n + r.count, 0);
  const data = [...distribution]
    .sort((a, b) => b.rating - a.rating)
    .map((r) => ({ ...r, label: `${r.rating} ★` }));
  const summary = data.map((r) => `${r.rating} stars: ${r.count}`).join(', ');
  return (
    <Card className="flex flex-col">
      <CardHeader className="pb-2 sm:pb-3">
        <CardTitle className="text-base">Ratings</CardTitle>
        <CardDescription>
          {total === 0 ? 'No ratings yet' : `${total} ${total === 1 ? 'rating' : 'ratings'} in total`}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1 px-2 sm:px-4">
        <figure role="img" aria-label={`Ratings chart. ${summary}`} className="m-0">
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
            <YAxis
              type="category"
              dataKey="label"
              tick={axisTick}
              tickLine={false}
              axisLine={false}
              width={40}
            />
            <Bar dataKey="count" name="Ratings" radius={[0, 6, 6, 0]} isAnimationActive={false}>
              {data.map((r) => (
                <Cell key={r.rating} fill={colorFor(r.rating)} />
              ))}
              <LabelList
                dataKey="count"
                position="right"
                style={{ fill: 'var(--foreground)', fontSize: 12, fontWeight: 600 }}
              />
            </Bar>
          </BarChart>
        </figure>
      </CardContent>
    </Card>
  );
}
