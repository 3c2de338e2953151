// Webhooks at a busy shop's pace: events a second for one endpoint through the real sender (signing,
// posting to a local receiver, recording each try), against the receiver's own pace with bare
// `fetch` in the same run; and how long a backlog takes to drain once a receiver that was down
// comes back. Prints figures; never fails.
//   npx tsx bench/webhooks.bench.ts   (PGlite in memory; TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL)
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { newBusinessId, newUserId } from '#server/db/ids.ts';
import { businesses, memberships, users, webhookEndpoints } from '#server/db/schema.ts';
import { deliverDueWebhooks, emitEvent, startWebhookSender } from '#server/domains/developers/service.ts';
import { sealToken } from '#server/lib/token-crypto.ts';
import { benchDatabaseUrl, openBenchDatabase } from './support/database';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 2000);
const BACKLOG = Number(process.env.BENCH_BACKLOG ?? 10_000);

let up = true;
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    if (up) received += 1;
    res.statusCode = up ? 200 : 503;
    res.end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;

const database = await openBenchDatabase();
const { db } = database;
const key = randomBytes(32);
const ownerId = newUserId();
await db
  .insert(users)
  .values({ id: ownerId, googleSub: `bench|${ownerId}`, email: `${ownerId}@example.com` });
const business = { id: newBusinessId(), ownerId };
await db.insert(businesses).values({
  id: business.id,
  ownerId,
  name: 'Bench Bakery',
  address: '1 Bench St',
  placeId: `bench_${business.id}`,
  googleReviewUrl: 'https://example.com',
  trialEndsAt: new Date(Date.now() + 86_400_000),
});
await db.insert(memberships).values({ businessId: business.id, userId: ownerId, role: 'owner' });
await db.insert(webhookEndpoints).values({
  userId: ownerId,
  url: hookUrl,
  events: ['rating.created'],
  allLocations: true,
  secret: sealToken(key, 'whsec_bench'),
});
const deps = { key, production: false, notifyDisabled: async () => {} };
const queue = async (n: number) => {
  for (let i = 0; i < n; i += 100)
    await db.transaction(async (tx) => {
      for (let j = i; j < Math.min(n, i + 100); j += 1)
        await emitEvent(tx, business, 'rating.created', {
          scanId: `bench-${j}`,
          rating: 5,
          outcome: 'google',
        });
    });
};
const waitFor = async (check: () => boolean) => {
  while (!check()) await new Promise((r) => setTimeout(r, 5));
};

// Baseline: the receiver's own pace, one post after another with bare fetch.
const t0 = performance.now();
for (let i = 0; i < 500; i += 1) await (await fetch(hookUrl, { method: 'POST', body: '{}' })).text();
const barePerSecond = 500 / ((performance.now() - t0) / 1000);
received = 0;

// 1. Sustained: events queued while the sender runs, as a busy shop makes them.
const sender = startWebhookSender(() => deliverDueWebhooks(db, deps), { error: console.error });
const t1 = performance.now();
await queue(EVENTS);
await waitFor(() => received >= EVENTS);
const perSecond = EVENTS / ((performance.now() - t1) / 1000);
await sender.stop();

// 2. A backlog: the receiver is down while events pile up, then comes back.
received = 0;
up = false;
await queue(BACKLOG);
await deliverDueWebhooks(db, deps); // one failed try: the endpoint backs off
up = true;
// The back-off passes: the endpoint's next try comes due, and with it the row that failed.
await db.execute(sql`update webhook_endpoints set retry_at = now()`);
await db.execute(sql`update webhook_deliveries set next_attempt_at = now() where status = 'pending'`);
const drain = startWebhookSender(() => deliverDueWebhooks(db, deps), { error: console.error });
const t2 = performance.now();
await waitFor(() => received >= BACKLOG);
const drainSeconds = (performance.now() - t2) / 1000;
await drain.stop();

// 3. A new event on an idle sender: how long until it is posted.
const idle = startWebhookSender(() => deliverDueWebhooks(db, deps), { error: console.error });
await new Promise((r) => setTimeout(r, 1500));
received = 0;
const t3 = performance.now();
await queue(1);
await waitFor(() => received >= 1);
const firstTryMs = performance.now() - t3;
await idle.stop();

console.log(`Webhooks, one endpoint, ${benchDatabaseUrl ? 'PostgreSQL' : 'PGlite'}:`);
console.log(`  receiver alone (bare fetch, one after another): ${barePerSecond.toFixed(0)} posts/s`);
console.log(
  `  sustained delivery: ${perSecond.toFixed(0)} events/s (${(perSecond / barePerSecond).toFixed(2)}× the receiver alone; target ≥ 50/s)`,
);
console.log(
  `  backlog of ${BACKLOG} after the receiver came back: drained in ${drainSeconds.toFixed(1)} s (${(BACKLOG / drainSeconds).toFixed(0)} events/s)`,
);
console.log(`  a new event on an idle sender: posted after ${firstTryMs.toFixed(0)} ms (target < 1 s)`);
await database.close();
receiver.close();
