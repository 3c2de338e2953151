// The rating of a scan in ONE statement (issue 32), the twin of scan-insert.ts: the customer's visit
// is a scan and then its rating, and each is one round trip. Like scan-insert.ts it belongs to the owner
// of `scans`, and it alone (with that file) may name the rollup, business and webhook tables.
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { fixedSql, runFixed } from '#server/db/fixed-statement.ts';
import type { ReviewLink } from '#shared/constants/review-link.ts';
import { LOW_RATING_MAX, type Outcome } from '#shared/schemas/ratings.ts';

// $1 business, $2 scan, $3 stars (1–5), $4 the review link a Google outcome uses, $5 now, $6 event id,
// $7 the highest rating the filter sends to the private form.
const RATE_SCAN = fixedSql('reviewtap_rate_scan')`
    with b as (
      select id, owner_id, name, place_id, google_review_url, time_zone,
        case when review_filter_enabled and $3::int <= $7::int then 'feedback' else 'google' end as outcome
      from businesses where id = $1
      -- Held as scan-insert.ts holds it: the rating's day is in the zone a concurrent recount used.
      for key share
    ), r as (
      update scans set rating = $3::int, outcome = b.outcome, rated_at = $5::timestamptz,
        review_link = case when b.outcome = 'google' then $4::text end
      from b
      where scans.id = $2::uuid and scans.business_id = b.id and scans.rating is null
      returning scans.id, scans.business_id, scans.staff_ref, (scans.created_at at time zone b.time_zone)::date as day,
        b.outcome
    ), d as (
      insert into daily_stats (business_id, day, rating_1, rating_2, rating_3, rating_4, rating_5, conversions, feedback_outcomes)
      select business_id, day, ($3 = 1)::int, ($3 = 2)::int, ($3 = 3)::int, ($3 = 4)::int, ($3 = 5)::int,
        (outcome = 'google')::int, (outcome = 'feedback')::int
      from r
      on conflict (business_id, day) do update set
        rating_1 = daily_stats.rating_1 + excluded.rating_1,
        rating_2 = daily_stats.rating_2 + excluded.rating_2,
        rating_3 = daily_stats.rating_3 + excluded.rating_3,
        rating_4 = daily_stats.rating_4 + excluded.rating_4,
        rating_5 = daily_stats.rating_5 + excluded.rating_5,
        conversions = daily_stats.conversions + excluded.conversions,
        feedback_outcomes = daily_stats.feedback_outcomes + excluded.feedback_outcomes
      returning business_id
    ), t as (
      -- Joining d fixes the order: the day's row is locked before the member's, as scans lock them.
      update staff_daily_stats set ratings = staff_daily_stats.ratings + 1,
        conversions = staff_daily_stats.conversions + (r.outcome = 'google')::int
      from r join d on d.business_id = r.business_id
      where staff_daily_stats.business_id = r.business_id and staff_daily_stats.staff_ref = r.staff_ref
        and staff_daily_stats.day = r.day
    ), w as (
      -- rating.created for the owner's webhooks that want it (issue 30): stars and outcome only.
      insert into webhook_deliveries (endpoint_id, event_id, event_type, business_id, data, event_at, created_at, next_attempt_at)
      select e.id, $6::uuid, 'rating.created', r.business_id,
        jsonb_build_object('scanId', r.id, 'rating', $3::int, 'outcome', r.outcome),
        $5::timestamptz, $5::timestamptz, $5::timestamptz
      from r join b on b.id = r.business_id
      join webhook_endpoints e on e.disabled_at is null and 'rating.created' = any(e.events)
        and ((e.all_locations and e.user_id = b.owner_id) or exists (
          select 1 from webhook_endpoint_businesses eb where eb.endpoint_id = e.id and eb.business_id = r.business_id))
    )
    select b.id, b.owner_id, b.name, b.place_id, b.google_review_url, r.outcome as rated
    from b left join r on true`;

type Row = {
  id: string;
  owner_id: string;
  name: string;
  place_id: string;
  google_review_url: string;
  rated: Outcome | null;
};

export type RatedInOneStatement = {
  /** The business as the rating saw it; null when it does not exist (nothing was written). */
  business: { id: string; ownerId: string; name: string; placeId: string; googleReviewUrl: string } | null;
  /** The outcome, when this call rated the scan; null when the scan is not this business's or already rated. */
  outcome: Outcome | null;
};

/**
 * Rates an unrated scan and adds the rating to its day's rollups (the scan's day, in the business's time zone), the member's
 * row when the scan is attributed, and a `rating.created` event for the owner's webhooks, atomically, as
 * one data-modifying statement: no BEGIN, no COMMIT, one round trip (the transaction it replaces took
 * six). The outcome follows the business's filter at this moment, decided in the same statement.
 * Rows are locked in the order every other writer uses: the scan, its day's row, then the member's row.
 *
 * `reviewLink` is the link a Google outcome uses for this browser; it is only stored when the outcome
 * is Google.
 */
export async function rateScanInOneStatement(
  db: Db,
  input: { businessId: string; scanId: string; rating: number; reviewLink: ReviewLink; now: Date },
): Promise<RatedInOneStatement> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new RangeError('rating must be 1 to 5');
  }
  const [row] = await runFixed<Row>(db, RATE_SCAN, [
    input.businessId,
    input.scanId,
    input.rating,
    input.reviewLink,
    input.now.toISOString(),
    randomUUID(),
    LOW_RATING_MAX,
  ]);
  if (!row) return { business: null, outcome: null };
  return {
    business: {
      id: row.id,
      ownerId: row.owner_id,
      name: row.name,
      placeId: row.place_id,
      googleReviewUrl: row.google_review_url,
    },
    outcome: row.rated,
  };
}
