// Customer mail never starves the owners' own: how long an owner's alert waits for a real (local) SMTP
// server while another tenant has 5,000 invitations queued and the invitation sender is draining
// them, against the same alerts with nothing queued, in the same run. The app runs as in production:
// its scheduler (the outbox is one of its jobs, every 5 s, on a 5 s tick) and its invitation sender. Prints figures; never fails.
//   npx tsx bench/alert-latency.bench.ts   (PGlite in memory; TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL)

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { newBusinessId, newUserId } from '#server/db/ids.ts';
import { businesses, invitations, mailOutbox, memberships, users } from '#server/db/schema.ts';
import { emailKeyOf } from '#server/domains/invitations/service.ts';
import { freePort } from '#server/test/free-port.ts';
import { openBenchDatabase } from './support/database';

const QUEUED = Number(process.env.BENCH_QUEUED_INVITATIONS ?? 5000);
const ALERTS = Number(process.env.BENCH_ALERTS ?? 4);

const arrivedAt = new Map<string, number>();
let customerMails = 0;
const port = await freePort();
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) {
        if (r.address.startsWith('owner-')) arrivedAt.set(r.address, performance.now());
        else customerMails += 1;
      }
      callback();
    });
  },
});
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));

const database = await openBenchDatabase();
const { db } = database;
const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_URL: 'http://localhost:3000',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  LOG_LEVEL: 'silent',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reviewtap-alert-bench-')),
  BACKUP_SCHEDULE: 'off',
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien',
});
const app = await buildApp(config, { database, webDir: '/nonexistent' });
await app.ready();

async function tenant(name: string) {
  const ownerId = newUserId();
  await db.insert(users).values({
    id: ownerId,
    googleSub: `bench|${ownerId}`,
    email: `owner-${ownerId.toLowerCase()}@example.com`,
  });
  const businessId = newBusinessId();
  await db.insert(businesses).values({
    id: businessId,
    ownerId,
    name,
    address: '1 Bench St',
    placeId: `bench_${businessId}`,
    googleReviewUrl: 'https://example.com',
    trialEndsAt: new Date(Date.now() + 7 * 86_400_000),
  });
  await db.insert(memberships).values({ businessId, userId: ownerId, role: 'owner' });
  return { ownerId, businessId, address: `owner-${ownerId.toLowerCase()}@example.com` };
}

/** Queues one alert for the owner, as the feedback alert composer does, and answers how long it took to arrive. */
async function alertLatency(owner: Awaited<ReturnType<typeof tenant>>, i: number) {
  arrivedAt.delete(owner.address);
  const t0 = performance.now();
  await db.insert(mailOutbox).values({
    businessId: owner.businessId,
    userId: owner.ownerId,
    kind: 'feedback_alert',
    toAddress: owner.address,
    subject: `New feedback ${i}`,
    html: '<p>A customer left 2 stars.</p>',
    text: 'A customer left 2 stars.',
  });
  while (!arrivedAt.has(owner.address)) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (performance.now() - t0 > 120_000) return Number.POSITIVE_INFINITY;
  }
  return (arrivedAt.get(owner.address) as number) - t0;
}

const owner = await tenant('Alert Bakery');
app.scheduler.start();
app.startInvitationSender();

// Baseline: nothing queued. Spread over the tick so each alert meets the outbox at another moment.
const baseline: number[] = [];
for (let i = 0; i < ALERTS; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 2_500 * i));
  baseline.push(await alertLatency(owner, i));
}

// Another tenant queues 5,000 invitations due now.
const flood = await tenant('Flood Shop');
const now = new Date();
for (let i = 0; i < QUEUED; i += 1000) {
  await db.insert(invitations).values(
    Array.from({ length: Math.min(1000, QUEUED - i) }, (_, j) => {
      const email = `customer${i + j}@example.org`;
      return {
        businessId: flood.businessId,
        email,
        emailKey: emailKeyOf(app.invitations.keys, email),
        source: 'csv' as const,
        sendAt: now,
        nextAttemptAt: now,
      };
    }),
  );
}
const loaded: number[] = [];
for (let i = 0; i < ALERTS; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 2_500 * i));
  loaded.push(await alertLatency(owner, ALERTS + i));
}

const fmt = (xs: number[]) => xs.map((x) => `${(x / 1000).toFixed(2)} s`).join(', ');
const worst = (xs: number[]) => Math.max(...xs);
console.log(
  `engine: ${database.kind}; the outbox runs on the scheduler's tick; ${QUEUED} invitations queued by another tenant`,
);
console.log(
  `owner's alert, nothing queued:     ${fmt(baseline)} (worst ${(worst(baseline) / 1000).toFixed(2)} s)`,
);
console.log(
  `owner's alert, 5,000 queued:       ${fmt(loaded)} (worst ${(worst(loaded) / 1000).toFixed(2)} s)`,
);
console.log(`customer invitations delivered meanwhile: ${customerMails}`);
console.log(
  `worst with the queue / worst without: ×${(worst(loaded) / worst(baseline)).toFixed(2)}; target: every alert within 10 s`,
);

await app.close();
await database.close();
server.close();
process.exit(0);
