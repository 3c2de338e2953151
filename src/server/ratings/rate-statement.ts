// The rating of a scan in ONE statement (issue 32), the twin of scan-insert.ts: the customer's visit
// is a scan and then its rating, and each is one round trip. Like scan-insert.ts it belongs to the owner
// of `scans`, and dependency-cruiser allows it alone (with that file) to name the rollup, business and
// webhook tables.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { dailyStats, staffDailyStats } from '#server/db/tables/analytics.ts';
import { businesses } from '#server/db/tables/businesses.ts';
import {
  webhookDeliveries,
  webhookEndpointBusinesses,
  webhookEndpoints,
} from '#server/db/tables/developers.ts';
import { scans } from '#server/db/tables/ratings.ts';
import type { ReviewLink } from '#shared/constants/review-link.ts';
import { LOW_RATING_MAX, type Outcome } from '#shared/schemas/ratings.ts';

export type RatedInOneStatement = {
  /** The business as the rating saw it; null when it does not exist (nothing was written). */
  business: { id: string; ownerId: string; name: string; placeId: string; googleReviewUrl: string } | null;
  /** The outcome, when this call rated the scan; null when the scan is not this business's or already rated. */
  outcome: Outcome | null;
};

/**
 * Rates an unrated scan and adds the rating to its day's rollups (the scan's day, in UTC), the member's
 * row when the scan is attributed, and a `rating.created` event for the owner's webhooks, atomically, as
 * one data-modifying statement: no BEGIN, no COMMIT, one round trip (the transaction it replaces took
 * six). The outcome follows the business's filter at this moment, decided in the same statement.
 * Rows are locked in the order every other writer uses: the scan, its day's row, then the member's row.
 *
 * `reviewLink` is the link a Google outcome uses for this browser; it is only stored when the outcome
 * is Google.
 */
export async function rateScanInOneStatement(
  db: DbOrTx,
  input: { businessId: string; scanId: string; rating: number; reviewLink: ReviewLink; now: Date },
): Promise<RatedInOneStatement> {
  const { rating } = input;
  if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new RangeError('rating must be 1 to 5');
  const ratingColumn = sql.identifier(`rating_${rating}`);
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    with b as (
      select ${businesses.id} as id, ${businesses.ownerId} as owner_id, ${businesses.name} as name,
        ${businesses.placeId} as place_id, ${businesses.googleReviewUrl} as google_review_url,
        case when ${businesses.reviewFilterEnabled} and ${rating}::int <= ${LOW_RATING_MAX}::int
          then 'feedback' else 'google' end as outcome
      from ${businesses} where ${businesses.id} = ${input.businessId}
    ), r as (
      update ${scans} set rating = ${rating}::int, outcome = b.outcome, rated_at = ${now}::timestamptz,
        review_link = case when b.outcome = 'google' then ${input.reviewLink} end
      from b
      where ${scans.id} = ${input.scanId}::uuid and ${scans.businessId} = b.id and ${scans.rating} is null
      returning ${scans.id} as id, ${scans.businessId} as business_id, ${scans.staffRef} as staff_ref,
        (${scans.createdAt} at time zone 'UTC')::date as day, b.outcome
    ), d as (
      insert into ${dailyStats} (business_id, day, ${ratingColumn}, conversions, feedback_outcomes)
      select business_id, day, 1, (outcome = 'google')::int, (outcome = 'feedback')::int from r
      on conflict (business_id, day) do update set
        ${ratingColumn} = ${dailyStats}.${ratingColumn} + 1,
        conversions = ${dailyStats.conversions} + excluded.conversions,
        feedback_outcomes = ${dailyStats.feedbackOutcomes} + excluded.feedback_outcomes
      returning business_id
    ), t as (
      -- Joining d fixes the order: the day's row is locked before the member's, as scans lock them.
      update ${staffDailyStats} set ratings = ${staffDailyStats.ratings} + 1,
        conversions = ${staffDailyStats.conversions} + (r.outcome = 'google')::int
      from r join d on d.business_id = r.business_id
      where ${staffDailyStats.businessId} = r.business_id and ${staffDailyStats.staffRef} = r.staff_ref
        and ${staffDailyStats.day} = r.day
    ), w as (
      -- rating.created for the owner's webhooks that want it (issue 30): stars and outcome only.
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, business_id, data, event_at, created_at, next_attempt_at)
      select e.id, ${randomUUID()}::uuid, 'rating.created', r.business_id,
        jsonb_build_object('scanId', r.id, 'rating', ${rating}::int, 'outcome', r.outcome),
        ${now}::timestamptz, ${now}::timestamptz, ${now}::timestamptz
      from r join b on b.id = r.business_id
      join ${webhookEndpoints} e on e.disabled_at is null and 'rating.created' = any(e.events)
        and ((e.all_locations and e.user_id = b.owner_id) or exists (
          select 1 from ${webhookEndpointBusinesses} eb where eb.endpoint_id = e.id and eb.business_id = r.business_id))
    )
    select b.id, b.owner_id, b.name, b.place_id, b.google_review_url, r.outcome as rated
    from b left join r on true`);
  // Both drivers answer { rows }; the shared Db type does not name it.
  const [row] = (result as unknown as { rows: Record<string, string | null>[] }).rows;
  if (!row) return { business: null, outcome: null };
  return {
    business: {
      id: row.id!,
      ownerId: row.owner_id!,
      name: row.name!,
      placeId: row.place_id!,
      googleReviewUrl: row.google_review_url!,
    },
    outcome: (row.rated as Outcome | null) ?? null,
  };
}
