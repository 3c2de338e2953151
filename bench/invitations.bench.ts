// Invitations: a 10,000-row spreadsheet read, checked against every rule (addresses, duplicates, the
// 14-day rule, suppressions, the day's cap) and queued, against a bare multi-row INSERT of the same
// 10,000 rows in the same run. Target: under 5 s. Prints figures; never passes or fails.
//   npx tsx bench/invitations.bench.ts   (PGlite in memory; TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { newBusinessId, newUserId } from '#server/db/ids.ts';
import { businesses, invitations, memberships, users } from '#server/db/schema.ts';
import { checkOrQueue, invitationKeys } from '#server/domains/invitations/service.ts';
import { readSpreadsheet } from '#server/domains/invitations/spreadsheet.ts';
import { openBenchDatabase } from './support/database';
import { ratio, table } from './support/load';

const ROWS = Number(process.env.BENCH_INVITATION_ROWS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const keys = invitationKeys('bench-secret-bench-secret-bench-secret-0');

const database = await openBenchDatabase();
const { db } = database;

async function location() {
  const ownerId = newUserId();
  await db
    .insert(users)
    .values({ id: ownerId, googleSub: `bench|${ownerId}`, email: `${ownerId}@example.com` });
  const businessId = newBusinessId();
  await db.insert(businesses).values({
    id: businessId,
    ownerId,
    name: 'Bench Barber',
    address: '1 Bench St',
    placeId: `bench_${businessId}`,
    googleReviewUrl: 'https://example.com',
    trialEndsAt: new Date(Date.now() + 86_400_000),
  });
  await db.insert(memberships).values({ businessId, userId: ownerId, role: 'owner' });
  return { ownerId, businessId };
}

const rows: Record<string, string | number>[] = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const tag = randomBytes(3).toString('hex');
  const csv = [
    'email,name,language',
    ...Array.from(
      { length: ROWS },
      (_, i) => `customer-${tag}-${i}@example.com,Customer ${i},${i % 3 ? 'en' : 'de'}`,
    ),
  ].join('\n');

  // The product: parse, every rule, and the insert, in one transaction under the location's lock.
  const a = await location();
  let t0 = performance.now();
  const read = await readSpreadsheet(csv);
  if ('problem' in read) throw new Error(read.problem);
  const parsed = read.rows;
  const decisions = await checkOrQueue(
    db,
    {
      businessId: a.businessId,
      source: 'csv',
      sentBy: a.ownerId,
      staffRef: null,
      keys,
      perDay: ROWS,
      trialPerDay: ROWS,
      now: new Date(),
    },
    parsed,
    true,
  );
  const productMs = performance.now() - t0;
  const queued = decisions.filter((d) => d.ok).length;

  // The baseline: the same rows inserted as they are, in chunks of 1,000, no rules.
  const b = await location();
  const now = new Date();
  t0 = performance.now();
  for (let i = 0; i < ROWS; i += 1000) {
    await db.insert(invitations).values(
      Array.from({ length: Math.min(1000, ROWS - i) }, (_, j) => ({
        businessId: b.businessId,
        email: `bare-${tag}-${i + j}@example.com`,
        emailKey: `k-${tag}-${i + j}`,
        source: 'csv' as const,
        sendAt: now,
        nextAttemptAt: now,
      })),
    );
  }
  const bareMs = performance.now() - t0;
  rows.push({
    round,
    rows: ROWS,
    queued,
    checked_and_queued_ms: Math.round(productMs),
    bare_insert_ms: Math.round(bareMs),
    'product / bare': ratio(productMs, bareMs),
    'under 5 s': productMs < 5000 ? 'yes' : 'NO',
  });
}
console.log(`\nA ${ROWS}-row spreadsheet checked and queued (engine: ${database.kind}; target: under 5 s)`);
table(rows);
await database.close();
