// The one statement that crosses tables (issue 27, docs/architecture.md): the rating page's hottest
// write inserts the scan and bumps its rollups atomically in one round trip. It belongs to the owner
// of `scans`; dependency-cruiser allows this file alone to name the rollup, membership and webhook tables.
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
import { memberships } from '#server/db/tables/teams.ts';
import type { Channel } from '#shared/constants/channels.ts';

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

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
  const result = await db.execute(sql`
    with m as (
      select ${memberships.staffRef} as staff_ref, ${memberships.userId} as user_id, ${memberships.role} as role
      from ${memberships}
      where ${memberships.businessId} = ${input.businessId} and ${memberships.staffRef} = ${input.staffRef ?? null}
    ), s as (
      insert into ${scans} (business_id, device_type, created_at, staff_ref, channel)
      select ${businesses.id}, ${input.deviceType}, ${input.now.toISOString()}::timestamptz,
        (select staff_ref from m), ${input.channel ?? 'qr'}
      from ${businesses} where ${businesses.id} = ${input.businessId}
      returning id, business_id, staff_ref, channel, device_type
    ), d as (
      insert into ${dailyStats} (business_id, day, scans)
      select business_id, ${utcDay(input.now)}::date, 1 from s
      on conflict (business_id, day) do update set scans = ${dailyStats.scans} + 1
      returning business_id
    ), t as (
      -- Reading d's row makes the order fixed: the daily row is locked before the member's row, as
      -- rateScan locks them. Sibling CTEs otherwise run in an unspecified order, and two statements
      -- locking the same rows in opposite orders deadlock under parallel scans on PostgreSQL.
      insert into ${staffDailyStats} (business_id, staff_ref, day, user_id, role, scans)
      select s.business_id, m.staff_ref, ${utcDay(input.now)}::date, m.user_id, m.role, 1
      from s join m on m.staff_ref = s.staff_ref join d on d.business_id = s.business_id
      on conflict (business_id, staff_ref, day) do update set scans = ${staffDailyStats.scans} + 1
    ), w as (
      -- scan.created for the owner's webhooks that want it (issue 30), one event id for all of them.
      insert into ${webhookDeliveries} (endpoint_id, event_id, event_type, business_id, data, created_at, next_attempt_at)
      select e.id, ${randomUUID()}::uuid, 'scan.created', s.business_id,
        jsonb_build_object('scanId', s.id, 'channel', s.channel, 'deviceType', s.device_type),
        ${input.now.toISOString()}::timestamptz, ${input.now.toISOString()}::timestamptz
      from s join ${businesses} b on b.id = s.business_id
      join ${webhookEndpoints} e on e.disabled_at is null and 'scan.created' = any(e.events)
        and ((e.all_locations and e.user_id = b.owner_id) or exists (
          select 1 from ${webhookEndpointBusinesses} eb where eb.endpoint_id = e.id and eb.business_id = s.business_id))
    )
    select id from s`);
  // Both drivers answer { rows }; the shared Db type does not name it.
  const rows = (result as unknown as { rows: { id: string }[] }).rows;
  return rows[0]?.id ?? null;
}
