// A scan and everything it counts, in one statement: the rating page's hottest write, one round trip.
// It belongs to the owner of `scans` and places the rules of their owners: the rollups' (analytics) and
// the webhook fan-out (developers). It and rate-statement.ts alone may also read the business and
// membership tables (docs/architecture.md).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { param, preparedStatement, runPrepared } from '#server/db/prepared-statement.ts';
import { addToDaysSql, addToNewMemberDaysSql } from '#server/domains/analytics/service.ts';
import { queueEventSql } from '#server/domains/developers/service.ts';
import type { Channel } from '#shared/lib/channels.ts';

// $1 business, $2 staff reference (or null), $3 device type, $4 now, $5 channel, $6 event id.
// The day is the calendar day of now in the business's own time zone.
const INSERT_SCAN = preparedStatement(
  'reviewtap_insert_scan',
  sql`
    with m as (
      select staff_ref, user_id, role from memberships where business_id = $1 and staff_ref = $2
    ), b as (
      -- Held FOR KEY SHARE (the scan's foreign key holds it so anyway): a time-zone change waits for
      -- this visit, or this visit for the change and then reads the new zone.
      select id, owner_id, ($4::timestamptz at time zone time_zone)::date as day from businesses where id = $1
      for key share
    ), s as (
      insert into scans (business_id, device_type, created_at, staff_ref, channel)
      select id, $3, $4::timestamptz, (select staff_ref from m), $5 from b
      returning id, business_id, staff_ref, channel, device_type
    ), d as (${addToDaysSql(sql`(
      select s.business_id, b.day, 1 as scanned, null::int as rating, null::text as outcome
      from s join b on b.id = s.business_id)`)}
    ), t as (${
      // Reading d's row makes the order fixed: the daily row is locked before the member's row, as
      // ratings lock them. Sibling CTEs otherwise run in an unspecified order, and two statements
      // locking the same rows in opposite orders deadlock under parallel scans on PostgreSQL.
      addToNewMemberDaysSql(sql`(
        select s.business_id, m.staff_ref, d.day, m.user_id, m.role, 1 as scanned, null::int as rating,
          null::text as outcome, 0 as feedback
        from s join m on m.staff_ref = s.staff_ref join d on d.business_id = s.business_id)`)
    }), w as (${queueEventSql(
      'scan.created',
      sql`(select s.business_id, b.owner_id,
        jsonb_build_object('scanId', s.id, 'channel', s.channel, 'deviceType', s.device_type) as data
        from s join b on b.id = s.business_id)`,
      sql`${param(6)}::uuid`,
      sql`${param(4)}::timestamptz`,
    )})
    select id from s`,
);

/**
 * A new scan and its rollups in ONE statement (a data-modifying CTE), for the hot path of the
 * rating page: one round trip instead of BEGIN, a business lookup, the insert, the upserts and
 * COMMIT. Atomic like a transaction, since a statement is its own. Returns the new scan's id, or
 * null when the business does not exist (nothing is written then).
 *
 * `staffRef` attributes the scan to a team member when it names a current membership of this
 * business; an unknown or retired reference records the scan unattributed, never an error.
 */
export async function insertScanWithRollup(
  db: DbOrTx,
  input: {
    businessId: string;
    deviceType: 'mobile' | 'desktop';
    now: Date;
    staffRef?: string | null;
    channel?: Channel;
  },
): Promise<string | null> {
  const rows = await runPrepared<{ id: string }>(db, INSERT_SCAN, [
    input.businessId,
    input.staffRef ?? null,
    input.deviceType,
    input.now.toISOString(),
    input.channel ?? 'qr',
    randomUUID(),
  ]);
  return rows[0]?.id ?? null;
}
