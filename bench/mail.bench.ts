// Mail: what the transactional outbox costs the customer's feedback request, and how fast the worker
// delivers to a real (local) SMTP server compared with bare nodemailer. Prints figures; never fails.
//   npx tsx bench/mail.bench.ts      (PGlite in memory; TEST_DATABASE_URL or BENCH_DATABASE_URL for PostgreSQL)
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { newBusinessId, newUserId } from '#server/db/ids.ts';
import { businesses, feedback, mailOutbox, memberships, users } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { mailContext } from '#server/domains/notifications/context.ts';
import { createSmtpTransport } from '#server/domains/notifications/mail-transport.ts';
import { deliverDueMail } from '#server/domains/notifications/outbox.ts';
import { openBenchDatabase } from './support/database';

const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 3172);
const WRITES = Number(process.env.BENCH_WRITES ?? 500);
const MAILS = Number(process.env.BENCH_MAILS ?? 200);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function time(n: number, run: (i: number) => Promise<unknown>) {
  const samples: number[] = [];
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now();
    await run(i);
    samples.push(performance.now() - t0);
  }
  return samples;
}

const database = await openBenchDatabase();
const { db } = database;
const ownerId = newUserId();
await db
  .insert(users)
  .values({ id: ownerId, googleSub: `bench|${ownerId}`, email: `${ownerId}@example.com` });
const businessId = newBusinessId();
await db.insert(businesses).values({
  id: businessId,
  ownerId,
  name: 'Bench Bakery',
  address: '1 Bench St',
  placeId: `bench_${businessId}`,
  googleReviewUrl: 'https://example.com',
  trialEndsAt: new Date(Date.now() + 86_400_000),
});
await db.insert(memberships).values({ businessId, userId: ownerId, role: 'owner' });

// 1. The feedback write: today's path (feedback + outbox row, one transaction) against the same
//    transaction without the outbox row, interleaved so noise hits both alike.
const withOutbox: number[] = [];
const without: number[] = [];
for (let round = 0; round < 5; round += 1) {
  withOutbox.push(
    ...(await time(WRITES / 5, () => submitFeedback(db, { businessId, feedback: 'Cold soup', rating: 2 }))),
  );
  without.push(
    ...(await time(WRITES / 5, () =>
      db.transaction(async (tx) => {
        await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId));
        await tx
          .insert(feedback)
          .values({ businessId, rating: 2, feedbackText: 'Cold soup' })
          .returning({ id: feedback.id });
      }),
    )),
  );
}
console.log(`engine: ${database.kind}`);
console.log(
  `feedback write p50  ${ms(pct(withOutbox, 50))} with the outbox row vs ${ms(pct(without, 50))} without: ×${(pct(withOutbox, 50) / pct(without, 50)).toFixed(2)}`,
);
console.log(
  `feedback write p95  ${ms(pct(withOutbox, 95))} with the outbox row vs ${ms(pct(without, 95))} without: ×${(pct(withOutbox, 95) / pct(without, 95)).toFixed(2)}`,
);

// 2. Delivery to a real SMTP server on localhost: the outbox worker vs bare nodemailer, same batch size.
let received = 0;
const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _s, cb) {
    stream.on('data', () => {});
    stream.on('end', () => {
      received += 1;
      cb();
    });
  },
});
await new Promise<void>((r) => server.listen(SMTP_PORT, '127.0.0.1', () => r()));
const smtpUrl = `smtp://127.0.0.1:${SMTP_PORT}`;
const html = '<p>Alert</p>'.repeat(200);
const now = new Date();
await db.insert(mailOutbox).values(
  Array.from({ length: MAILS }, (_, i) => ({
    businessId,
    userId: ownerId,
    kind: 'feedback_alert' as const,
    toAddress: `${ownerId}@example.com`,
    subject: `Alert ${i}`,
    html,
    text: 'Alert',
    createdAt: now,
    nextAttemptAt: now,
  })),
);
const ctx = mailContext(
  {
    publicUrl: 'http://localhost',
    sessionSecret: 'bench-secret-bench-secret-bench-secret-0',
    mail: { from: 'a@b.co' },
  },
  createSmtpTransport(smtpUrl),
);
let t0 = performance.now();
while ((await deliverDueMail(db, ctx, now)).sent > 0) {}
const outboxMs = performance.now() - t0;
const viaOutbox = received;

const bare = nodemailer.createTransport({ host: '127.0.0.1', port: SMTP_PORT, secure: false });
t0 = performance.now();
for (let i = 0; i < MAILS; i += 10) {
  await Promise.all(
    Array.from({ length: Math.min(10, MAILS - i) }, (_, j) =>
      bare.sendMail({ from: 'a@b.co', to: 'x@example.com', subject: `Bare ${i + j}`, html, text: 'Alert' }),
    ),
  );
}
const bareMs = performance.now() - t0;
console.log(
  `delivery: ${viaOutbox} e-mails through the outbox in ${ms(outboxMs)} (${((viaOutbox / outboxMs) * 1000).toFixed(0)}/s) vs bare nodemailer ${MAILS} in ${ms(bareMs)} (${((MAILS / bareMs) * 1000).toFixed(0)}/s): ×${(outboxMs / bareMs).toFixed(2)} the time`,
);
ctx.transport.close();
bare.close();
await new Promise<void>((r) => server.close(() => r()));
await database.close();
