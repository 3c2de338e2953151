// The rating of a scan in one statement, the twin of scan-insert.ts: the customer's visit is a scan and
// then its rating, one round trip each. Like scan-insert.ts it belongs to the owner of `scans`, places
// the rules of the rollups and the webhook fan-out, and may read the business's row.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { param, preparedStatement, runPrepared } from '#server/db/prepared-statement.ts';
import { addToDaysSql, addToMemberDaysSql } from '#server/domains/analytics/service.ts';
import { queueEventSql } from '#server/domains/developers/service.ts';
import type { ReviewLink } from '#shared/lib/review-link.ts';
import { LOW_RATING_MAX, type Outcome } from '#shared/schemas/visits.ts';

/** The review filter, its one source: a low rating goes to the private form when the filter is on. */
const outcomeSql = (stars: string, filterOn: string) =>
  sql.raw(`case when ${filterOn} and ${stars} <= ${LOW_RATING_MAX} then 'feedback' else 'google' end`);

// $1 business, $2 scan, $3 stars (1–5), $4 the review link a Google outcome uses, $5 now, $6 event id.
const RATE_SCAN = preparedStatement(
  'reviewtap_rate_scan',
  sql`
    with b as (
      select id, owner_id, name, place_id, google_review_url, time_zone,
        ${outcomeSql('$3::int', 'review_filter_enabled')} as outcome
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
    ), d as (${addToDaysSql(sql`(
      select business_id, day, 0 as scanned, $3::int as rating, outcome from r)`)}
    ), t as (${
      // Joining d fixes the order: the day's row is locked before the member's, as scans lock them.
      addToMemberDaysSql(sql`(
        select r.business_id, r.staff_ref, r.day, 0 as scanned, $3::int as rating, r.outcome, 0 as feedback
        from r join d on d.business_id = r.business_id)`)
    }), w as (${queueEventSql(
      // Stars and outcome only: nothing about who the customer is.
      'rating.created',
      sql`(select r.business_id, b.owner_id,
        jsonb_build_object('scanId', r.id, 'rating', $3::int, 'outcome', r.outcome) as data
        from r join b on b.id = r.business_id)`,
      sql`${param(6)}::uuid`,
      sql`${param(5)}::timestamptz`,
    )})
    select b.id, b.owner_id, b.name, b.place_id, b.google_review_url, r.outcome as rated
    from b left join r on true`,
);

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
  db: DbOrTx,
  input: { businessId: string; scanId: string; rating: number; reviewLink: ReviewLink; now: Date },
): Promise<RatedInOneStatement> {
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) {
    throw new RangeError('rating must be 1 to 5');
  }
  const [row] = await runPrepared<Row>(db, RATE_SCAN, [
    input.businessId,
    input.scanId,
    input.rating,
    input.reviewLink,
    input.now.toISOString(),
    randomUUID(),
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
