// Mail that keeps the operator's name clean, tried as an attacker would over a real SMTP server: a
// tenant cannot mail a stranger through an answer, a flood of feedback is no flood of mail, answers
// are capped, a lapsed plan sends nothing, and no tenant screen or row holds a customer's token.
import { eq, sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, mailOutbox } from '#server/db/schema.ts';
import { sendDueInvitations } from '#server/domains/invitations/service.ts';
import { deliverDueMail } from '#server/domains/notifications/service.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;
let visitor = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      ANSWERS_PER_DAY: '2',
      CONFIRMATIONS_PER_DAY: '5',
      LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien, Austria',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function shop(name: string) {
  const owner = await createUser(t.db, { email: `owner-${name.replace(/\W/g, '')}@example.com` });
  const business = await createBusinessFor(t.db, owner.user.id, { name });
  // The review filter on: a low rating leads to the feedback form, carrying its visit.
  await t.db.update(businesses).set({ reviewFilterEnabled: true }).where(eq(businesses.id, business.id));
  return { owner, business };
}

/** Public feedback, each from its own phone (its own address), as the form posts it. */
async function postFeedback(businessId: string, body: Record<string, unknown>) {
  visitor += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/feedback`,
    remoteAddress: `10.9.${Math.floor(visitor / 250)}.${visitor % 250}`,
    headers: { 'content-type': 'application/json' },
    payload: { rating: 1, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
}

const answer = (businessId: string, id: string, cookie: string, text = 'Thank you, we are sorry.') =>
  t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/feedback/${id}/answers`,
    headers: sameOrigin(cookie),
    payload: { text },
  });

const inboxItem = async (businessId: string, cookie: string, id: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${businessId}/feedback/inbox`,
      headers: sameOrigin(cookie),
    })
  )
    .json()
    .items.find((i: { id: string }) => i.id === id);

const mailTo = async (address: string) => {
  await deliverDueMail(t.db, t.app.mail, new Date(), 100);
  return smtp.received.filter((r) => r.envelopeTo.includes(address)).map((r) => r.mail);
};

const linkIn = (mail: ParsedMail | undefined, path: string) => {
  const found = new RegExp(`https?://\\S+${path}\\?\\S+`).exec(mail?.text ?? '')?.[0];
  return found ? new URL(found) : null;
};

describe('answers go only to addresses their owners proved', () => {
  it('a stranger’s address typed into the form gets one e-mail with none of the tenant’s words, and no answer', async () => {
    const { owner, business } = await shop('Relay Rentals');
    const words = 'Click http://cheap-pills.example now, 90% off VIAGRA';
    const id = await postFeedback(business.id, {
      feedback: words,
      customerName: 'Win a prize at http://cheap-pills.example',
      customerEmail: 'stranger@example.org',
    });
    const refused = await answer(business.id, id, owner.cookie, `${words} — follow the link!`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'ADDRESS_NOT_CONFIRMED' });
    expect(await inboxItem(business.id, owner.cookie, id)).toMatchObject({ emailConfirmed: false });

    const mails = await mailTo('stranger@example.org');
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    // In the language the words look like (a guess on spam words), naming the location as registered.
    expect(mail?.subject).toContain('Relay Rentals');
    for (const part of [mail?.text ?? '', String(mail?.html)]) {
      expect(part).not.toContain('cheap-pills');
      expect(part).not.toContain('VIAGRA');
      expect(part).not.toContain('follow the link');
    }
    expect(linkIn(mail, '/confirm-address')).not.toBeNull();

    // The same address typed again, here or at another business, within 7 days: no second e-mail.
    const other = await shop('Relay Rentals Two');
    await postFeedback(business.id, { feedback: 'Again', customerEmail: 'Stranger@Example.org' });
    await postFeedback(other.business.id, { feedback: 'And here', customerEmail: 'stranger@example.org' });
    expect(await mailTo('stranger@example.org')).toHaveLength(1);
  });

  it('a flood of feedback from many addresses turns into at most the day’s confirmations, and no answer', async () => {
    const { owner, business } = await shop('Flood Florist');
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push(
        await postFeedback(business.id, { feedback: `Spam ${i}`, customerEmail: `victim${i}@example.net` }),
      );
    }
    await deliverDueMail(t.db, t.app.mail, new Date(), 100);
    const reached = smtp.received.filter((r) => r.envelopeTo.some((a) => a.startsWith('victim')));
    // CONFIRMATIONS_PER_DAY is 5 here.
    expect(reached).toHaveLength(5);
    for (const id of ids) expect((await answer(business.id, id, owner.cookie)).statusCode).toBe(409);
    const answerMails = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.businessId} = ${business.id} and ${mailOutbox.kind} = 'feedback_answer'`);
    expect(answerMails[0]?.n).toBe(0);
  });

  it('the customer confirms from the e-mail (a GET only asks), and then the owner may answer', async () => {
    const { owner, business } = await shop('Confirm Cafe');
    const id = await postFeedback(business.id, { feedback: 'Cold soup', customerEmail: 'carla@example.org' });
    const [mail] = await mailTo('carla@example.org');
    const link = linkIn(mail, '/confirm-address')!;
    const asked = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(asked.statusCode).toBe(200);
    expect(asked.body).toContain('Confirm Cafe');
    expect(await inboxItem(business.id, owner.cookie, id)).toMatchObject({ emailConfirmed: false });
    const done = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: sameOrigin(),
    });
    expect(done.statusCode).toBe(200);
    expect(await inboxItem(business.id, owner.cookie, id)).toMatchObject({ emailConfirmed: true });
    expect((await answer(business.id, id, owner.cookie)).statusCode).toBe(201);
    // A made-up link changes nothing.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/confirm-address?token=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA',
      headers: sameOrigin(),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('a visit through an invitation sent to the address proves it, for that address only', async () => {
    const { owner, business } = await shop('Invite Inn');
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: { invitations: [{ email: 'ivy@example.org' }], confirmed: true },
    });
    expect(invited.statusCode).toBe(201);
    await sendDueInvitations(t.db, t.app.invitations, new Date());
    const [invitation] = smtp.received.filter((r) => r.envelopeTo.includes('ivy@example.org'));
    const star = [...String(invitation?.mail.html).matchAll(/href="([^"]+)"/g)]
      .map((m) => (m[1] ?? '').replaceAll('&amp;', '&'))
      .find((h) => h.includes('&r=2'));
    const token = new URL(star!).searchParams.get('i');
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      payload: { rating: 2, invitation: token },
    });
    const scanId = new URL(rated.json().redirectUrl, 'http://x').searchParams.get('scan');
    expect(scanId).toBeTruthy();
    // Someone else's address on the same visit is not proved by it.
    const other = await postFeedback(business.id, {
      feedback: 'Meh',
      scanId,
      customerEmail: 'notivy@example.org',
    });
    expect(await inboxItem(business.id, owner.cookie, other)).toMatchObject({ emailConfirmed: false });
  });

  it('the invited customer’s own feedback is proved at once, with no confirmation e-mail', async () => {
    const { owner, business } = await shop('Invite Inn Two');
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: { invitations: [{ email: 'iris@example.org' }], confirmed: true },
    });
    await sendDueInvitations(t.db, t.app.invitations, new Date());
    const [invitation] = smtp.received.filter((r) => r.envelopeTo.includes('iris@example.org'));
    const token = /[?&]i=([\w.-]+)/.exec(invitation?.mail.text ?? '')?.[1];
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      payload: { rating: 1, invitation: token },
    });
    const scanId = new URL(rated.json().redirectUrl, 'http://x').searchParams.get('scan');
    const id = await postFeedback(business.id, {
      feedback: 'Noisy room',
      scanId,
      customerEmail: 'iris@example.org',
    });
    expect(await inboxItem(business.id, owner.cookie, id)).toMatchObject({ emailConfirmed: true });
    expect((await mailTo('iris@example.org')).map((m) => m.subject)).toEqual([
      expect.stringContaining('Invite Inn Two'),
    ]);
    expect((await answer(business.id, id, owner.cookie)).statusCode).toBe(201);
  });
});

/** A feedback whose customer confirmed from their own e-mail. */
async function confirmedFeedback(businessId: string, email: string) {
  const id = await postFeedback(businessId, { feedback: 'Not good', customerEmail: email });
  const [mail] = await mailTo(email);
  const link = linkIn(mail, '/confirm-address')!;
  await t.app.inject({ method: 'POST', url: `${link.pathname}${link.search}`, headers: sameOrigin() });
  return id;
}

describe('caps and plans', () => {
  it('answers are capped per location per day (429 ANSWER_LIMIT), another location has its own', async () => {
    const { owner, business } = await shop('Capped Cobbler');
    const ids = [];
    for (const who of ['a', 'b', 'c'])
      ids.push(await confirmedFeedback(business.id, `cap-${who}@example.org`));
    expect((await answer(business.id, ids[0]!, owner.cookie)).statusCode).toBe(201);
    expect((await answer(business.id, ids[1]!, owner.cookie)).statusCode).toBe(201);
    const third = await answer(business.id, ids[2]!, owner.cookie);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'ANSWER_LIMIT' });
    const other = await shop('Capped Cobbler Two');
    const elsewhere = await confirmedFeedback(other.business.id, 'cap-d@example.org');
    expect((await answer(other.business.id, elsewhere, other.owner.cookie)).statusCode).toBe(201);
  });

  it('a lapsed plan sends no answer and no invitation, and drafts nothing (402 PLAN_LAPSED)', async () => {
    const { owner, business } = await shop('Lapsed Laundry');
    const id = await confirmedFeedback(business.id, 'lapsed@example.org');
    await t.db
      .update(businesses)
      .set({ trialEndsAt: new Date(Date.now() - 60_000) })
      .where(eq(businesses.id, business.id));
    const refused = await answer(business.id, id, owner.cookie);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_LAPSED',
      message: expect.stringMatching(/plan has ended/),
    });
    const invited = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: { invitations: [{ email: 'someone@example.org' }], confirmed: true },
    });
    expect(invited.statusCode).toBe(402);
    expect(invited.json()).toMatchObject({ code: 'PLAN_LAPSED' });
    const drafted = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/drafts`,
      headers: sameOrigin(owner.cookie),
      payload: { for: 'feedback', itemId: id },
    });
    expect(drafted.statusCode).toBe(402);
  });
});

describe('a customer’s token reaches only the customer', () => {
  it('the outbox, its preview, the export and the database hold none; the customer’s mail does', async () => {
    const { owner, business } = await shop('Token Tavern');
    const id = await confirmedFeedback(business.id, 'tess@example.org');
    expect((await answer(business.id, id, owner.cookie)).statusCode).toBe(201);
    const mails = await mailTo('tess@example.org');
    const answerMail = mails.find((m) => m.subject?.includes('answered'));
    const header = answerMail?.headerLines.find((h) => h.key === 'list-unsubscribe')?.line ?? '';
    const token = /token=([^&>]+)/.exec(header)?.[1];
    expect(token).toMatch(/^b\./);
    expect(answerMail?.text).toContain(token);
    const confirmToken = linkIn(mails[0], '/confirm-address')?.searchParams.get('token');
    expect(confirmToken).toBeTruthy();

    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/outbox',
      headers: sameOrigin(owner.cookie),
    });
    expect(outbox.json().mailMode).toBe('smtp');
    const shown = outbox.json().mails as { id: string; kind: string; text: string }[];
    expect(shown.map((m) => m.kind)).toEqual(
      expect.arrayContaining(['feedback_answer', 'address_confirmation']),
    );
    for (const mail of shown) {
      expect(mail.text).not.toContain(token);
      expect(mail.text).not.toContain(confirmToken);
      expect(mail.text).not.toMatch(/\/invitations\/unsubscribe\?|\/confirm-address\?/);
      const preview = await t.app.inject({
        method: 'GET',
        url: `/api/notifications/outbox/${mail.id}`,
        headers: sameOrigin(owner.cookie),
      });
      expect(preview.body).not.toMatch(/href="[^"]*(invitations\/unsubscribe|confirm-address)/);
    }
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/export`,
      headers: sameOrigin(owner.cookie),
    });
    expect(exported.rawPayload.includes(Buffer.from(token!))).toBe(false);
    // Not stored anywhere: the mail rows hold the stand-in, filled in only as the mail left.
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.feedbackId, id));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(confirmToken);
  });

  it('a member who left the team sees none of that business’s mail any more', async () => {
    const { owner, business } = await shop('Leaver Lounge');
    const member = await createUser(t.db, { email: 'leaving.member@example.com' });
    await addMember(t.db, business.id, member.user.id);
    await t.app.inject({
      method: 'PUT',
      url: `/api/businesses/${business.id}/feedback/answer-settings`,
      headers: sameOrigin(owner.cookie),
      payload: { membersMayAnswer: true },
    });
    const id = await confirmedFeedback(business.id, 'lou@example.org');
    expect((await answer(business.id, id, member.cookie)).statusCode).toBe(201);
    const before = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/outbox',
      headers: sameOrigin(member.cookie),
    });
    const mailId = (before.json().mails as { id: string; kind: string }[]).find(
      (m) => m.kind === 'feedback_answer',
    )?.id;
    expect(mailId).toBeTruthy();
    await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/team-members/${member.user.id}`,
      headers: sameOrigin(owner.cookie),
    });
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications/outbox',
      headers: sameOrigin(member.cookie),
    });
    expect(after.json().mails).toEqual([]);
    const preview = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/outbox/${mailId}`,
      headers: sameOrigin(member.cookie),
    });
    expect(preview.statusCode).toBe(404);
  });
});
