// The one statement that crosses tables (issue 27, docs/architecture.md): the rating page's hottest
// write inserts the scan and bumps its rollups atomically in one round trip. It belongs to the owner
// of `scans`; it and rate-statement.ts alone may name the rollup, membership and webhook tables.
import { randomUUID } from 'node:crypto';
import type { Db } from '#server/db/client.ts';
import { fixedSql, runFixed } from '#server/db/fixed-statement.ts';
import type { Channel } from '#shared/constants/channels.ts';

// $1 business, $2 staff reference (or null), $3 device type, $4 now, $5 channel, $6 event id.
// The day is the calendar day of now in the business's own time zone (issue 29).
const INSERT_SCAN = fixedSql('reviewtap_insert_scan')`
    with m as (
      select staff_ref, user_id, role from memberships where business_id = $1 and staff_ref = $2
    ), b as (
      -- Held FOR KEY SHARE (the scan's foreign key holds it so anyway): a time-zone change waits for
      -- this visit, or this visit for the change and then reads the new zone (issue 29).
      select id, ($4::timestamptz at time zone time_zone)::date as day from businesses where id = $1
      for key share
    ), s as (
      insert into scans (business_id, device_type, created_at, staff_ref, channel)
      select id, $3, $4::timestamptz, (select staff_ref from m), $5 from b
      returning id, business_id, staff_ref, channel, device_type
    ), d as (
      insert into daily_stats (business_id, day, scans)
      select s.business_id, b.day, 1 from s join b on b.id = s.business_id
      on conflict (business_id, day) do update set scans = daily_stats.scans + 1
      returning business_id, day
    ), t as (
      -- Reading d's row makes the order fixed: the daily row is locked before the member's row, as
      -- ratings lock them. Sibling CTEs otherwise run in an unspecified order, and two statements
      -- locking the same rows in opposite orders deadlock under parallel scans on PostgreSQL.
      insert into staff_daily_stats (business_id, staff_ref, day, user_id, role, scans)
      select s.business_id, m.staff_ref, d.day, m.user_id, m.role, 1
      from s join m on m.staff_ref = s.staff_ref join d on d.business_id = s.business_id
      on conflict (business_id, staff_ref, day) do update set scans = staff_daily_stats.scans + 1
    ), w as (
      -- scan.created for the owner's webhooks that want it (issue 30), one event id for all of them.
      insert into webhook_deliveries (endpoint_id, event_id, event_type, business_id, data, event_at, created_at, next_attempt_at)
      select e.id, $6::uuid, 'scan.created', s.business_id,
        jsonb_build_object('scanId', s.id, 'channel', s.channel, 'deviceType', s.device_type),
        $4::timestamptz, $4::timestamptz, $4::timestamptz
      from s join businesses b on b.id = s.business_id
      join webhook_endpoints e on e.disabled_at is null and 'scan.created' = any(e.events)
        and ((e.all_locations and e.user_id = b.owner_id) or exists (
          select 1 from webhook_endpoint_businesses eb where eb.endpoint_id = e.id and eb.business_id = s.business_id))
    )
    select id from s`;

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
  db: Db,
  input: {
    businessId: string;
    deviceType: 'mobile' | 'desktop';
    now: Date;
    staffRef?: string | null;
    channel?: Channel;
  },
): Promise<string | null> {
  const rows = await runFixed<{ id: string }>(db, INSERT_SCAN, [
    input.businessId,
    input.staffRef ?? null,
    input.deviceType,
    input.now.toISOString(),
    input.channel ?? 'qr',
    randomUUID(),
  ]);
  return rows[0]?.id ?? null;
}
