// @module-tag node-release
import { and, eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { businesses, feedbackAlertQueue, mailOutbox } from '#server/db/schema.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import { rateScan } from '#server/domains/visits/rate-visit.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from '#server/test/test-app.ts';
import { GATHER_MS, mailContext } from './context';
import { composeFeedbackAlerts, FOLLOW_UP_MS } from './feedback-alerts';
import { createSmtpTransport } from './mail-transport';
import { deliverDueMail, GIVE_UP_AFTER_MS } from './outbox';
import { updateNotificationSettings } from './settings';

// Ports from this engineer's range: a real SMTP server, and one where nothing listens.

let deadSmtpPort = 0;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
const env = () => ({ SMTP_URL: smtp.url, MAIL_FROM: 'ReviewTap <alerts@reviewtap.test>' });
const ctx = () => mailContext(testConfig(env()), createSmtpTransport(smtp.url));

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  // Nothing listens there: a port just freed.
  deadSmtpPort = await freePort();
  t = await createTestApp({ env: env() });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

/** A header exactly as it came over the wire, unfolded. */
const rawHeader = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((h) => h.key === key)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function shop(opts: { weeklySummary?: boolean } = {}) {
  const owner = await createUser(t.db, { firstName: 'Olive' });
  const business = await createBusinessFor(t.db, owner.user.id, {
    name: 'Corner Bakery',
    reviewFilterEnabled: true,
  });
  if (opts.weeklySummary === false)
    await updateNotificationSettings(t.db, owner.user.id, { weeklySummary: false });
  return { owner, business };
}

const feedbackAt = (businessId: string, now: Date, text: string, rating = 2) =>
  submitFeedback(t.db, { businessId, feedback: text, rating, now });

/** Composes and sends what is due at `now`, as one tick of the mail job does. */
async function tick(now: Date) {
  const c = ctx();
  await composeFeedbackAlerts(t.db, c, now);
  const result = await deliverDueMail(t.db, c, now);
  c.transport.close();
  return result;
}

describe('feedback alerts over real SMTP', () => {
  it('sends one alert with the rating, the escaped text, the customer and a link to the inbox', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    const optedIn = await createUser(t.db);
    const notOptedIn = await createUser(t.db);
    await addMember(t.db, business.id, optedIn.user.id);
    await addMember(t.db, business.id, notOptedIn.user.id);
    await updateNotificationSettings(t.db, optedIn.user.id, { feedbackAlerts: true, weeklySummary: false });

    const text = 'Waited 20 min <script>alert("x")</script> & the coffee was cold';
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/feedback`,
      headers: sameOrigin(),
      payload: {
        feedback: text,
        rating: 2,
        customerName: 'Dana <b>Ray</b>',
        customerEmail: 'dana@example.com',
      },
    });
    expect(res.statusCode).toBe(201);
    const feedbackId = res.json().id as string;
    // The outbox row was written with the feedback.
    const queued = await t.db
      .select()
      .from(feedbackAlertQueue)
      .where(eq(feedbackAlertQueue.feedbackId, feedbackId));
    expect(queued).toHaveLength(1);

    // Through the app's own scheduler, as main.ts runs it, 41 s later (the gathering window).
    const ran = await t.app.scheduler.runDue(at(queued[0]!.createdAt, GATHER_MS + 1000));
    expect(ran).toContain('mail-outbox');

    const toOwner = smtp.received.filter((r) => r.envelopeTo.includes(owner.user.email));
    expect(toOwner).toHaveLength(1);
    expect(smtp.received.filter((r) => r.envelopeTo.includes(optedIn.user.email))).toHaveLength(1);
    expect(smtp.received.filter((r) => r.envelopeTo.includes(notOptedIn.user.email))).toHaveLength(0);

    const { mail } = toOwner[0]!;
    expect(mail.subject).toBe('New 2-star feedback for Corner Bakery');
    expect(mail.from?.text).toContain('alerts@reviewtap.test');
    const html = String(mail.html);
    expect(html).toContain(
      'Waited 20 min &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; the coffee was cold',
    );
    expect(html).not.toContain('<script>');
    expect(html).toContain('Dana &lt;b&gt;Ray&lt;/b&gt;');
    expect(html).not.toContain('<b>Ray');
    expect(html).toContain('mailto:dana@example.com');
    expect(html).toContain('★★☆☆☆');
    expect(html).toContain('http://localhost:3000/dashboard?section=reviews');
    // The plain-text part says the same.
    expect(mail.text).toContain(text);
    expect(mail.text).toContain('dana@example.com');
    expect(mail.text).toContain('2 of 5');
    // RFC 8058 one-click unsubscribe, and the same link in the body.
    const listUnsubscribe = rawHeader(mail, 'list-unsubscribe');
    expect(listUnsubscribe).toMatch(/^<http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+>$/);
    expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(html).toContain(listUnsubscribe.slice(1, -1));

    // Recorded as sent, and never sent again.
    const rows = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.businessId, business.id), eq(mailOutbox.kind, 'feedback_alert')));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(rows.every((r) => r.sentAt && r.messageId)).toBe(true);
    await tick(at(queued[0]!.createdAt, 5 * 60_000));
    // Two alerts, and the customer's one e-mail asking to confirm the address they gave.
    expect(smtp.received.filter((r) => !r.envelopeTo.includes('dana@example.com'))).toHaveLength(2);
    expect(smtp.received.filter((r) => r.envelopeTo.includes('dana@example.com'))).toHaveLength(1);
  });

  it('gathers three feedbacks in a minute into one e-mail, and later ones into one follow-up', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    const t0 = new Date('2026-06-03T10:00:00Z');
    await feedbackAt(business.id, t0, 'First: the table was sticky');
    await feedbackAt(business.id, at(t0, 15_000), 'Second: no oat milk');
    // Not yet: the first one is still gathering company.
    await tick(at(t0, 30_000));
    expect(smtp.received).toHaveLength(0);
    await feedbackAt(business.id, at(t0, 35_000), 'Third: the music was too loud');
    await tick(at(t0, GATHER_MS));
    expect(smtp.received).toHaveLength(1);
    const first = smtp.received[0]!.mail;
    expect(first.subject).toBe('3 new feedback messages for Corner Bakery');
    for (const s of ['table was sticky', 'no oat milk', 'music was too loud'])
      expect(first.text).toContain(s);

    // Four more in the next ten minutes: nothing until ten minutes after the alert, then one e-mail.
    const alertAt = at(t0, GATHER_MS);
    for (const m of [1, 3, 6, 9]) await feedbackAt(business.id, at(alertAt, m * 60_000), `Later ${m}`);
    for (const m of [2, 5, 9.5]) await tick(at(alertAt, m * 60_000));
    expect(smtp.received).toHaveLength(1);
    await tick(at(alertAt, FOLLOW_UP_MS));
    expect(smtp.received).toHaveLength(2);
    const followUp = smtp.received[1]!.mail;
    expect(followUp.subject).toBe('4 new feedback messages for Corner Bakery');
    expect(followUp.text).toContain('4 more customers left private feedback since the last alert');
    for (const m of [1, 3, 6, 9]) expect(followUp.text).toContain(`Later ${m}`);
    expect(smtp.received.every((r) => r.envelopeTo.includes(owner.user.email))).toBe(true);

    // A quiet hour later, a new item is a fresh alert again, after the short gathering window only.
    const later = at(alertAt, 70 * 60_000);
    await feedbackAt(business.id, later, 'A new day');
    await tick(at(later, GATHER_MS));
    expect(smtp.received).toHaveLength(3);
    expect(smtp.received[2]!.mail.subject).toBe('New 2-star feedback for Corner Bakery');
  });

  it('retries an SMTP failure with backoff and then sends the mail once', async () => {
    const { business } = await shop({ weeklySummary: false });
    const t0 = new Date('2026-06-04T10:00:00Z');
    await feedbackAt(business.id, t0, 'Retry me');
    smtp.failNext(2);
    const due = at(t0, GATHER_MS);
    expect(await tick(due)).toEqual({ sent: 0, failed: 1 });
    const [row1] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id));
    expect(row1).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row1!.lastError).toMatch(/451/);
    expect(row1!.nextAttemptAt.getTime()).toBe(due.getTime() + 60_000);

    expect(await tick(at(due, 30_000))).toEqual({ sent: 0, failed: 0 }); // backing off
    expect(await tick(at(due, 60_000))).toEqual({ sent: 0, failed: 1 });
    const [row2] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id));
    expect(row2!.nextAttemptAt.getTime()).toBe(due.getTime() + 60_000 + 120_000);
    expect(await tick(at(due, 180_000))).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.mail.text).toContain('Retry me');
    const [row3] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id));
    expect(row3).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
  });

  it('never fails the customer while SMTP is down, and marks the mail failed after 24 hours, shown in the outbox', async () => {
    const down = await createTestApp({
      database: t.database,
      env: { SMTP_URL: `smtp://127.0.0.1:${deadSmtpPort}` },
    });
    try {
      const { owner, business } = await shop({ weeklySummary: false });
      const res = await down.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/feedback`,
        headers: sameOrigin(),
        payload: { feedback: 'SMTP is down today', rating: 1 },
      });
      expect(res.statusCode).toBe(201);
      const deadCtx = mailContext(testConfig(), createSmtpTransport(`smtp://127.0.0.1:${deadSmtpPort}`));
      const [queued] = await t.db
        .select()
        .from(feedbackAlertQueue)
        .where(eq(feedbackAlertQueue.businessId, business.id));
      const t0 = at(queued!.createdAt, GATHER_MS);
      await composeFeedbackAlerts(t.db, deadCtx, t0);
      expect(await deliverDueMail(t.db, deadCtx, t0)).toEqual({ sent: 0, failed: 1 });
      const [pending] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id));
      expect(pending).toMatchObject({ status: 'pending' });
      expect(pending!.lastError).toMatch(/ECONNREFUSED/);

      // Still failing a day later: given up, kept, and visible to the owner.
      await deliverDueMail(t.db, deadCtx, at(t0, GIVE_UP_AFTER_MS + 1000));
      const outbox = await down.app.inject({
        url: '/api/notifications/outbox',
        headers: { cookie: owner.cookie },
      });
      expect(outbox.statusCode).toBe(200);
      expect(outbox.json().mails).toMatchObject([
        { status: 'failed', attempts: 2, subject: 'New 1-star feedback for Corner Bakery' },
      ]);
      expect(outbox.json().mails[0].lastError).toMatch(/ECONNREFUSED/);
      // A failed mail is never picked up again.
      expect(await deliverDueMail(t.db, deadCtx, at(t0, 2 * GIVE_UP_AFTER_MS))).toEqual({
        sent: 0,
        failed: 0,
      });
      deadCtx.transport.close();
    } finally {
      await down.app.close();
    }
  });

  it('stops further mail after the one-click POST, and after the link page and its button', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    const t0 = new Date('2026-06-05T10:00:00Z');
    await feedbackAt(business.id, t0, 'Before unsubscribing');
    await tick(at(t0, GATHER_MS));
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!.mail;

    // 1. The mail app's one-click POST to the List-Unsubscribe URL: signed out, no Origin of ours.
    const headerUrl = new URL(rawHeader(mail, 'list-unsubscribe').slice(1, -1));
    const oneClick = await t.app.inject({
      method: 'POST',
      url: headerUrl.pathname + headerUrl.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    const settings = await t.app.inject({
      url: '/api/notifications/settings',
      headers: { cookie: owner.cookie },
    });
    expect(settings.json()).toMatchObject({ feedbackAlerts: false });

    await feedbackAt(business.id, at(t0, 60 * 60_000), 'After unsubscribing');
    await tick(at(t0, 60 * 60_000 + GATHER_MS));
    expect(smtp.received).toHaveLength(1);

    // 2. The same owner turns alerts back on; this time the link in the body is followed.
    await updateNotificationSettings(t.db, owner.user.id, { feedbackAlerts: true });
    const t1 = at(t0, 2 * 60 * 60_000);
    await feedbackAt(business.id, t1, 'Alerts are back');
    await tick(at(t1, GATHER_MS));
    expect(smtp.received).toHaveLength(2);
    const link = String(smtp.received[1]!.mail.html).match(
      /href="(http:\/\/localhost:3000\/unsubscribe\?token=[^"]+)"/,
    )?.[1];
    expect(link).toBeDefined();
    const linkUrl = new URL(link!.replaceAll('&amp;', '&'));
    const page = await t.app.inject({ url: linkUrl.pathname + linkUrl.search });
    expect(page.statusCode).toBe(200);
    // The GET only shows a button; alerts are still on.
    expect(
      (await t.app.inject({ url: '/api/notifications/settings', headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({ feedbackAlerts: true });
    const action = page.body.match(/<form method="post" action="([^"]+)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBeDefined();
    const button = await t.app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:3000' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(button.statusCode).toBe(200);
    await feedbackAt(business.id, at(t1, 60 * 60_000), 'Gone again');
    await tick(at(t1, 60 * 60_000 + GATHER_MS));
    expect(smtp.received).toHaveLength(2);
  });

  it('accepts a multipart one-click POST and refuses a forged token without changing anything', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    const t0 = new Date('2026-06-06T10:00:00Z');
    await feedbackAt(business.id, t0, 'Multipart');
    await tick(at(t0, GATHER_MS));
    const headerUrl = new URL(rawHeader(smtp.received[0]!.mail, 'list-unsubscribe').slice(1, -1));
    const token = headerUrl.searchParams.get('token')!;

    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    for (const method of ['GET', 'POST'] as const) {
      const bad = await t.app.inject({ method, url: `/unsubscribe?token=${forged}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.body).toContain('This link is not valid');
    }
    expect((await t.app.inject({ url: '/unsubscribe' })).statusCode).toBe(400);
    expect(
      (await t.app.inject({ url: '/api/notifications/settings', headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({ feedbackAlerts: true });

    const boundary = 'xYzZY';
    const multipart = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(multipart.statusCode).toBe(200);
    expect(
      (await t.app.inject({ url: '/api/notifications/settings', headers: { cookie: owner.cookie } })).json(),
    ).toMatchObject({ feedbackAlerts: false });
  });

  it('sends each e-mail exactly once with several workers composing and sending in parallel', async () => {
    const t0 = new Date('2026-06-10T10:00:00Z');
    const shops = await Promise.all(Array.from({ length: 12 }, () => shop({ weeklySummary: false })));
    for (const [i, s] of shops.entries()) {
      await feedbackAt(s.business.id, t0, `Parallel ${i} first`);
      await feedbackAt(s.business.id, at(t0, 1000), `Parallel ${i} second`);
    }
    const workers = Array.from({ length: 4 }, () => ctx());
    const due = at(t0, GATHER_MS);
    // Every worker composes at once, then all of them send at once, several rounds (small batches).
    await Promise.all(workers.map((w) => composeFeedbackAlerts(t.db, w, due)));
    for (let round = 0; round < 4; round += 1) {
      await Promise.all(
        workers.flatMap((w) => [deliverDueMail(t.db, w, due, 2), deliverDueMail(t.db, w, due, 2)]),
      );
    }
    for (const w of workers) w.transport.close();

    expect(smtp.received).toHaveLength(12);
    const recipients = smtp.received.map((r) => r.envelopeTo[0]).sort();
    expect(recipients).toEqual(shops.map((s) => s.owner.user.email).sort());
    for (const r of smtp.received) expect(r.mail.subject).toMatch(/^2 new feedback messages/);
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.createdAt, due));
    expect(rows).toHaveLength(12);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('queues exactly one alert per stored feedback: a refused second send of the same visit queues nothing', async () => {
    const { business } = await shop({ weeklySummary: false });
    const { scanId } = await rateScan(t.db, { businessId: business.id, rating: 1 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/feedback`,
        headers: sameOrigin(),
        payload: { feedback: 'Twice?', rating: 1, scanId },
      });
    const results = await Promise.all([send(), send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const queued = await t.db
      .select()
      .from(feedbackAlertQueue)
      .where(eq(feedbackAlertQueue.businessId, business.id));
    expect(queued).toHaveLength(1);
  });

  it('removes a business’s queued and composed mail with the business', async () => {
    const { business } = await shop({ weeklySummary: false });
    const t0 = new Date('2026-06-11T10:00:00Z');
    await feedbackAt(business.id, t0, 'Soon deleted');
    await composeFeedbackAlerts(t.db, ctx(), at(t0, GATHER_MS));
    await feedbackAt(business.id, at(t0, GATHER_MS + 5000), 'Queued, never composed');
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id))).toHaveLength(
      1,
    );
    await t.db.delete(businesses).where(eq(businesses.id, business.id));
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, business.id))).toHaveLength(
      0,
    );
    expect(
      await t.db.select().from(feedbackAlertQueue).where(eq(feedbackAlertQueue.businessId, business.id)),
    ).toHaveLength(0);
  });
});

describe('feedback alerts in the owner’s language', () => {
  it('sends a Polish owner the alert in Polish, with Polish plurals and dates, and a member in English', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    await updateNotificationSettings(t.db, member.user.id, { feedbackAlerts: true, weeklySummary: false });
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { locale: 'pl' },
    });
    expect(saved.json()).toMatchObject({ locale: 'pl', localeSaved: true });

    // Five at once: Polish says "5 nowych prywatnych opinii" (many), not the English "messages".
    const base = new Date('2030-06-03T10:00:00Z');
    for (let i = 0; i < 5; i += 1) await feedbackAt(business.id, at(base, i * 1000), `Zimna kawa ${i}`);
    await tick(at(base, GATHER_MS + 10_000));

    const [toOwner] = smtp.received.filter((r) => r.envelopeTo.includes(owner.user.email));
    expect(toOwner?.mail.subject).toBe('5 nowych opinii dla Corner Bakery');
    const html = String(toOwner?.mail.html);
    expect(html).toMatch(/<html[^>]*\blang="pl"/);
    expect(html).toMatch(/<html[^>]*\bdir="ltr"/);
    expect(html).toContain('5 nowych prywatnych opinii');
    expect(html).toContain('5 klientów zostawiło prywatną opinię zamiast publicznej recenzji.');
    expect(html).toContain('2 z 5');
    expect(html).toContain('Otwórz skrzynkę opinii');
    expect(html).toContain('Wypisz się');
    expect(html).toContain('Klient nie zostawił imienia ani adresu e-mail.');
    // The date in Polish: "pon., 3 cze" (Monday 3 June), in the owner's zone (UTC here).
    expect(html).toMatch(/pon\.?,? 3 cze/);
    expect(html).not.toContain('Open the feedback inbox');

    const [toMember] = smtp.received.filter((r) => r.envelopeTo.includes(member.user.email));
    expect(toMember?.mail.subject).toBe('5 new feedback messages for Corner Bakery');

    // The e-mail's unsubscribe link carries its language: the page it opens is Polish, whatever
    // the browser prefers, and so is the page after the button.
    const link = /href="([^"]*\/unsubscribe\?[^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    expect(link).toContain('lang=pl');
    const { pathname, search } = new URL(link!);
    const page = await t.app.inject({ url: `${pathname}${search}`, headers: { 'accept-language': 'en-US' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="pl" dir="ltr">');
    expect(page.body).toContain('<h1>Wypisać się?</h1>');
    expect(page.body).toContain('Nie będziesz już otrzymywać powiadomień o opiniach od ReviewTap.');
    const action = /action="([^"]+)"/.exec(page.body)?.[1]?.replaceAll('&amp;', '&');
    const done = await t.app.inject({
      method: 'POST',
      url: action!,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en-US' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.body).toContain('<h1>Wypisano Cię</h1>');
    expect(done.body).toContain('<a href="/dashboard?section=notifications">ustawieniach powiadomień</a>');
  });

  it('picks the Polish "few" form for 3 and the Arabic right-to-left layout', async () => {
    const { owner, business } = await shop({ weeklySummary: false });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { locale: 'ar' },
    });
    const base = new Date('2030-06-04T10:00:00Z');
    for (let i = 0; i < 3; i += 1) await feedbackAt(business.id, at(base, i * 1000), `بارد ${i}`);
    await tick(at(base, GATHER_MS + 10_000));
    const [mail] = smtp.received.filter((r) => r.envelopeTo.includes(owner.user.email));
    expect(mail?.mail.subject).toBe('3 ملاحظات جديدة لـ Corner Bakery');
    expect(String(mail?.mail.html)).toMatch(/<html[^>]*\bdir="rtl"/);
    expect(String(mail?.mail.html)).toMatch(/<html[^>]*\blang="ar"/);

    const { mailTranslator } = await import('./emails/messages');
    expect(mailTranslator('pl').t('email.alert.heading', { count: 3 })).toBe('3 nowe prywatne opinie');
    expect(mailTranslator('pl').t('email.alert.heading', { count: 1 })).toBe('Nowa prywatna opinia');
  });
});
