import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, mailOutbox } from '#server/db/schema.ts';
import { deliverDueMail } from '#server/domains/notifications/service.ts';
import { JOB } from '#server/jobs/registry.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let shopId: string;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp({ env: { SMTP_URL: smtp.url } });
  owner = await createUser(t.db, { email: 'olive.owner@example.com', firstName: 'Olive', lastName: 'Owner' });
  member = await createUser(t.db, { email: 'mo.member@example.com', firstName: 'Mo', lastName: 'Member' });
  const shop = await createBusinessFor(t.db, owner.user.id, {
    name: 'Schlossberg Barber',
    customerLanguage: 'de',
  });
  shopId = shop.id;
  await addMember(t.db, shopId, member.user.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const answer = (feedbackId: string, body: object, cookie = owner.cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${shopId}/feedback/${feedbackId}/answers`,
    headers: sameOrigin(cookie),
    payload: body,
  });

const inbox = async (cookie = owner.cookie) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${shopId}/feedback/inbox`,
      headers: sameOrigin(cookie),
    })
  ).json();

/** A customer's feedback through the public form's endpoint, as their phone posts it. */
async function postFeedback(email: string | undefined, text: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${shopId}/feedback`,
    headers: { 'content-type': 'application/json' },
    payload: { feedback: text, rating: 2, customerName: 'Kim Kunde', customerEmail: email },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

/** The one confirmation e-mail that reached `email`, as the customer's mail app shows it. */
async function confirmationMailTo(email: string) {
  await deliverDueMail(t.db, t.app.mail, new Date());
  return smtp.received.filter(
    (r) =>
      r.envelopeTo.includes(email) && /Confirm your e-mail address|Bestätigen Sie/.test(r.mail.subject ?? ''),
  );
}

/** The customer follows the link in their confirmation e-mail and presses the button. */
async function confirmFromMail(email: string) {
  const [received] = await confirmationMailTo(email);
  const link = new URL(
    /https?:\/\/\S+\/confirm-address\?\S+/.exec(received?.mail.text ?? '')?.[0] ?? 'http://x/',
  );
  const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(page.statusCode).toBe(200);
  const done = await t.app.inject({
    method: 'POST',
    url: `${link.pathname}${link.search}`,
    headers: sameOrigin(''),
  });
  expect(done.statusCode).toBe(200);
}

/** The answer e-mails about one feedback (its confirmation e-mail aside). */
const answerMails = (id: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.feedbackId, id), eq(mailOutbox.kind, 'feedback_answer')));

/** A feedback whose customer confirmed their address: the owner may answer it. */
async function feedbackFrom(email: string | undefined, text = 'The haircut was rushed and uneven.') {
  const id = await postFeedback(email, text);
  if (email) await confirmFromMail(email);
  return id;
}

describe('answering private feedback by e-mail', () => {
  it('sends one e-mail from the product, Reply-To the owner, quoting what the customer wrote', async () => {
    const id = await feedbackFrom(
      'kim.kunde@example.org',
      'The haircut was rushed and uneven.\nNobody asked.',
    );
    const res = await answer(id, {
      text: 'Dear Kim,\n\nI am sorry. Please come by and we fix it for free.\nOlive',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ followUp: false, answeredBy: 'Olive Owner' });
    await deliverDueMail(t.db, t.app.mail, new Date());
    const mail = smtp.received.find(
      (r) => r.envelopeTo.includes('kim.kunde@example.org') && r.mail.subject?.includes('answered'),
    )!.mail;
    expect(mail.from?.text).toContain('no-reply@reviewtap.localhost');
    expect(mail.replyTo?.text).toBe('olive.owner@example.com');
    expect(mail.subject).toBe('Schlossberg Barber answered your feedback');
    // Both people's words keep their line breaks in the plain-text part too.
    expect(mail.text).toContain('Dear Kim,\n\nI am sorry. Please come by and we fix it for free.\nOlive');
    expect(mail.text).toContain('The haircut was rushed and uneven.\nNobody asked.');
    // The customer's own unsubscribe link, one click from the mail app; never a team member's settings.
    const unsubscribe = mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    expect(unsubscribe).toMatch(/\/invitations\/unsubscribe\?token=b\./);
    expect(mail.text).not.toContain('Notification settings');
    // The inbox shows it answered, by whom and when.
    const item = (await inbox()).items.find((i: { id: string }) => i.id === id);
    expect(item.answers).toEqual([
      expect.objectContaining({
        followUp: false,
        answeredBy: 'Olive Owner',
        text: expect.stringContaining('Dear Kim'),
      }),
    ]);
  });

  it('writes in the customer’s language when they wrote in one of ours', async () => {
    const id = await feedbackFrom(
      'lena@example.org',
      'Der Haarschnitt war viel zu schnell und ungleichmäßig.',
    );
    expect((await answer(id, { text: 'Liebe Lena, das tut uns leid.' })).statusCode).toBe(201);
    const [row] = await answerMails(id);
    expect(row!.subject).toBe('Schlossberg Barber hat auf Ihr Feedback geantwortet');
  });

  // Answering is handling: after the answer the home still said "1 private feedback to look at".
  it('marks the feedback handled, and the owner can reopen it', async () => {
    const id = await feedbackFrom('handled@example.org');
    const itemOf = async () =>
      (await inbox()).items.find((i: { id: string }) => i.id === id) as { resolvedAt: string | null };
    expect((await itemOf()).resolvedAt).toBeNull();
    expect((await answer(id, { text: 'Sorry, come back and the next one is on us.' })).statusCode).toBe(201);
    expect((await itemOf()).resolvedAt).not.toBeNull();
    const reopened = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${shopId}/feedback/${id}`,
      headers: sameOrigin(owner.cookie),
      payload: { resolved: false },
    });
    expect(reopened.statusCode).toBe(200);
    expect((await itemOf()).resolvedAt).toBeNull();
    // The follow-up marks it handled again.
    expect((await answer(id, { text: 'Did it work out?', followUp: true })).statusCode).toBe(201);
    expect((await itemOf()).resolvedAt).not.toBeNull();
  });

  it('is one answer and one follow-up, never a chat', async () => {
    const id = await feedbackFrom('twice@example.org');
    const early = await answer(id, { text: 'Follow-up first?', followUp: true });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_ANSWERED_YET' });
    expect((await answer(id, { text: 'Sorry!' })).statusCode).toBe(201);
    const again = await answer(id, { text: 'Sorry again!' });
    expect(again.json()).toMatchObject({ code: 'ALREADY_ANSWERED' });
    expect((await answer(id, { text: 'Did it work out?', followUp: true })).statusCode).toBe(201);
    const third = await answer(id, { text: 'Hello?', followUp: true });
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({ code: 'FOLLOW_UP_SENT' });
    const rows = await answerMails(id);
    expect(rows.map((r) => r.subject).sort()).toEqual([
      'More from Schlossberg Barber about your feedback',
      'Schlossberg Barber answered your feedback',
    ]);
  });

  it('needs an address, and a clear answer says so', async () => {
    const id = await feedbackFrom(undefined);
    const res = await answer(id, { text: 'Hello' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'NO_ADDRESS' });
    expect((await answer(id, { text: '   ' })).statusCode).toBe(400);
  });

  it('lets a member answer only when the owner allows it', async () => {
    const id = await feedbackFrom('member-answer@example.org');
    const refused = await answer(id, { text: 'Hi from Mo' }, member.cookie);
    expect(refused.statusCode).toBe(403);
    expect((await inbox(member.cookie)).canAnswer).toBe(false);
    const setting = await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${shopId}/feedback/answer-settings`,
      headers: sameOrigin(member.cookie),
      payload: { membersMayAnswer: true },
    });
    expect(setting.statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${shopId}/feedback/answer-settings`,
      headers: sameOrigin(owner.cookie),
      payload: { membersMayAnswer: true },
    });
    expect((await inbox(member.cookie)).canAnswer).toBe(true);
    const ok = await answer(id, { text: 'Hi from Mo' }, member.cookie);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().answeredBy).toBe('Mo Member');
    // The customer's reply still goes to the owner.
    const [row] = await answerMails(id);
    expect(row!.replyTo).toBe('olive.owner@example.com');
  });

  it('still reaches the customer when the member who wrote it leaves the team before it goes', async () => {
    const id = await feedbackFrom('leaver@example.org');
    const leaver = await createUser(t.db, { email: 'leaver.member@example.com' });
    await addMember(t.db, shopId, leaver.user.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${shopId}/feedback/answer-settings`,
      headers: sameOrigin(owner.cookie),
      payload: { membersMayAnswer: true },
    });
    expect((await answer(id, { text: 'From a leaver' }, leaver.cookie)).statusCode).toBe(201);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${shopId}/team-members/${leaver.user.id}`,
      headers: sameOrigin(owner.cookie),
    });
    expect(removed.statusCode).toBeLessThan(300);
    await deliverDueMail(t.db, t.app.mail, new Date());
    expect(smtp.received.some((r) => r.envelopeTo.includes('leaver@example.org'))).toBe(true);
  });

  it('stops after the customer unsubscribes, and the same holds for invitations', async () => {
    const id = await feedbackFrom('unsub@example.org');
    await answer(id, { text: 'Sorry about that.' });
    // The link from the customer's own mail: no screen or row of ours holds it.
    await deliverDueMail(t.db, t.app.mail, new Date());
    const received = smtp.received.find(
      (r) => r.envelopeTo.includes('unsub@example.org') && r.mail.subject?.includes('answered'),
    );
    const header = received?.mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const link = new URL(/<(.+)>/.exec(header)?.[1] ?? 'http://x/');
    const page = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No more e-mail from Schlossberg Barber?');
    const done = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const follow = await answer(id, { text: 'One more thing', followUp: true });
    expect(follow.statusCode).toBe(409);
    expect(follow.json()).toMatchObject({ code: 'UNSUBSCRIBED' });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${shopId}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: { invitations: [{ email: 'unsub@example.org' }], confirmed: true },
    });
    expect(invited.json().invitations[0]).toMatchObject({ status: 'skipped', reason: 'unsubscribed' });
    // A made-up or altered address link does nothing.
    const token = link.searchParams.get('token')!;
    const altered = token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const forged = await t.app.inject({ method: 'GET', url: `${link.pathname}?token=${altered}` });
    expect(forged.statusCode).toBe(400);
  });

  it('is in the CSV, and goes with the customer’s details when retention ends', async () => {
    const id = await feedbackFrom('old@example.org');
    await answer(id, { text: 'Dear Old, sorry.' });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${shopId}/feedback/inbox.csv`,
      headers: sameOrigin(owner.cookie),
    });
    expect(csv.body.split('\n')[0]).toContain('answer,answeredAt,answeredBy,followUp,followUpAt');
    expect(csv.body).toContain('Dear Old, sorry.');
    // The feedback is now older than the location keeps details (90 days).
    await t.db
      .update(feedback)
      .set({ createdAt: new Date(Date.now() - 91 * 24 * 60 * 60_000) })
      .where(eq(feedback.id, id));
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${shopId}/retention`,
      headers: sameOrigin(owner.cookie),
      payload: { feedbackRetention: '90d' },
    });
    expect(await t.app.scheduler.runDue(new Date())).toContain(JOB.feedbackRetention);
    const item = (await inbox()).items.find((i: { id: string }) => i.id === id);
    expect(item.customerEmail).toBeNull();
    expect(item.answers).toEqual([expect.objectContaining({ text: null, answeredBy: 'Olive Owner' })]);
    expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.feedbackId, id))).toEqual([]);
  });
});
