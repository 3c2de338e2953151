// Review growth: what the product achieved, from the profile's own review dates and daily
// totals, beside the conversions from QR codes. Never from the Places API (its figures may not be kept).
import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { googleProfileDays, googleReviews } from '#server/db/tables/google.ts';
import { displayNames } from '#server/domains/auth/service.ts';
import { teamOf } from '#server/domains/teams/service.ts';
import { conversionsBetween, firstScanAt } from '#server/domains/visits/service.ts';
import type { Growth } from '#shared/schemas/google.ts';
import { FOLLOW_WINDOW_MS } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 90;
const BASELINE_DAYS = 90;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const perWeek = (n: number, days: number) => (days <= 0 ? null : Math.round((n / days) * 7 * 10) / 10);

export async function reviewGrowth(db: DbOrTx, businessId: string, now = new Date()): Promise<Growth> {
  const chartFrom = new Date(now.getTime() - (CHART_DAYS - 1) * DAY_MS);
  const startedAt = await firstScanAt(db, businessId);
  const reviewsFrom = new Date(
    Math.min(chartFrom.getTime(), (startedAt?.getTime() ?? now.getTime()) - BASELINE_DAYS * DAY_MS),
  );
  const [reviews, days, conversions] = await Promise.all([
    db
      .select({ createTime: googleReviews.createTime })
      .from(googleReviews)
      .where(and(eq(googleReviews.businessId, businessId), gte(googleReviews.createTime, reviewsFrom)))
      .orderBy(asc(googleReviews.createTime)),
    db
      .select()
      .from(googleProfileDays)
      .where(
        and(eq(googleProfileDays.businessId, businessId), gte(googleProfileDays.day, utcDay(chartFrom))),
      ),
    startedAt
      ? conversionsBetween(db, businessId, new Date(Math.min(startedAt.getTime(), chartFrom.getTime())), now)
      : Promise.resolve([]),
  ]);

  // The baseline: the profile's own review dates in the 90 days before the first scan.
  const baseline = startedAt
    ? reviews.filter(
        (r) =>
          r.createTime < startedAt && r.createTime >= new Date(startedAt.getTime() - BASELINE_DAYS * DAY_MS),
      )
    : [];
  const since = startedAt ? reviews.filter((r) => r.createTime >= startedAt) : [];
  const daysSince = startedAt ? (now.getTime() - startedAt.getTime()) / DAY_MS : 0;

  // Each review since the start is matched to the latest conversion in the two hours before it.
  const byMember = new Map<string, number>();
  let followedVisit = 0;
  for (const r of since) {
    const end = r.createTime.getTime();
    const hit = conversions.findLast(
      (c) => c.at && c.at.getTime() <= end && c.at.getTime() >= end - FOLLOW_WINDOW_MS,
    );
    if (!hit) continue;
    followedVisit += 1;
    if (hit.staffRef) byMember.set(hit.staffRef, (byMember.get(hit.staffRef) ?? 0) + 1);
  }
  const team = await teamOf(db, businessId);
  const names = await displayNames(
    db,
    team.map((m) => m.userId),
  );
  const nameOfRef = new Map(team.map((m) => [m.staffRef, names.get(m.userId) ?? 'Team member']));

  const newByDay = new Map<string, number>();
  for (const r of reviews) newByDay.set(utcDay(r.createTime), (newByDay.get(utcDay(r.createTime)) ?? 0) + 1);
  const convByDay = new Map<string, number>();
  for (const c of conversions) if (c.at) convByDay.set(utcDay(c.at), (convByDay.get(utcDay(c.at)) ?? 0) + 1);
  const kept = new Map(days.map((d) => [d.day, d]));
  const chart: Growth['days'] = [];
  for (let t = chartFrom.getTime(); t <= now.getTime(); t += DAY_MS) {
    const date = utcDay(new Date(t));
    const day = kept.get(date);
    chart.push({
      date,
      totalReviewCount: day?.totalReviewCount ?? null,
      averageRating: day ? Math.round(day.averageRating * 10) / 10 : null,
      newReviews: newByDay.get(date) ?? 0,
      conversions: convByDay.get(date) ?? 0,
    });
  }
  return {
    days: chart,
    baselinePerWeek: startedAt ? perWeek(baseline.length, BASELINE_DAYS) : null,
    sincePerWeek: startedAt ? perWeek(since.length, Math.max(daysSince, 7)) : null,
    followedVisit,
    followedVisitByMember: [...byMember]
      .map(([ref, reviews]) => ({ name: nameOfRef.get(ref) ?? 'Former team member', reviews }))
      .sort((a, b) => b.reviews - a.reviews),
    startedAt: startedAt?.toISOString() ?? null,
  };
}
