import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  businesses,
  invitationContacts,
  invitationSuppressions,
  invitations,
  scans,
  webhookDeliveries,
  webhookEndpoints,
} from '#server/db/schema.ts';
import { reapplyDeletions } from '#server/domains/auth/account-deletion.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { emailKeyOf, sendDueInvitations } from './service';

// Ports from this engineer's range.
const DAY = 24 * 60 * 60_000;

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'ReviewTap <invite@reviewtap.test>',
      LEGAL_ENTITY: 'ReviewTap Test GmbH',
      LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien, Austria',
      INVITATIONS_PER_DAY: '5',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.clear();
  smtp.pace(0);
});

const rawHeader = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((h) => h.key === key)?.line ?? '')
    .replace(/^[^:]+:\s*/, '')
    .replace(/\r?\n\s+/g, '');

async function shop(name = 'Salon Aurora', customerLanguage: 'auto' | 'de' = 'auto') {
  const owner = await createUser(t.db, { firstName: 'Olga', lastName: 'Owner' });
  // A paid year ahead: these tests move the clock past a trial's end (a lapsed plan sends nothing).
  const business = await createBusinessFor(t.db, owner.user.id, {
    name,
    customerLanguage,
    trialEndsAt: new Date(Date.now() + 365 * DAY),
  });
  return { owner, business };
}

type Item = { email: string; name?: string; language?: string; sendAt?: string; externalId?: string };

function invite(businessId: string, cookie: string, items: Item[], headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/invitations`,
    headers: { ...sameOrigin(cookie), ...headers },
    payload: { invitations: items, confirmed: true },
  });
}

const send = (now = new Date()) => sendDueInvitations(t.db, t.app.invitations, now);
const to = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));
const linksOf = (mail: ParsedMail) =>
  [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => (m[1] ?? '').replaceAll('&amp;', '&'));
const rowOf = async (id: string) => (await t.db.select().from(invitations).where(eq(invitations.id, id)))[0];

describe('the invitation e-mail', () => {
  it('goes out in the customer’s language with both parts, five star links, one-click unsubscribe and the sender’s address', async () => {
    const { owner, business } = await shop('Café Lumière');
    const res = await invite(business.id, owner.cookie, [
      { email: 'ana@example.com', name: 'Ana', language: 'es' },
      { email: 'bernd@example.com', language: 'de-AT' },
      { email: 'samir@example.com', name: 'سمير', language: 'ar' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().invitations.map((i: { status: string }) => i.status)).toEqual(['sent', 'sent', 'sent']);
    expect((await send()).sent).toBe(3);

    const expectations = [
      {
        address: 'ana@example.com',
        subject: '¿Qué tal su visita a Café Lumière?',
        lang: 'es',
        words: 'Hola, Ana:',
      },
      {
        address: 'bernd@example.com',
        subject: 'Wie war Ihr Besuch bei Café Lumière?',
        lang: 'de',
        words: 'Tippen Sie auf einen Stern',
      },
      {
        address: 'samir@example.com',
        subject: 'كيف كانت زيارتك إلى Café Lumière؟',
        lang: 'ar',
        words: 'مرحبًا سمير',
      },
    ];
    for (const e of expectations) {
      const [got] = to(e.address);
      expect(got, e.address).toBeDefined();
      const mail = got?.mail as ParsedMail;
      expect(mail.subject).toBe(e.subject);
      expect(mail.from?.text).toContain('invite@reviewtap.test');
      expect(String(mail.html)).toContain(`lang="${e.lang}"`);
      expect(mail.text).toContain(e.words);
      // Footer: who sends it and the operator's postal address (CAN-SPAM).
      expect(mail.text).toContain('ReviewTap Test GmbH');
      expect(mail.text).toContain('Ringstraße 1, 1010 Wien, Austria');
      const unsubscribe = rawHeader(mail, 'list-unsubscribe');
      expect(unsubscribe).toMatch(
        /^<http:\/\/localhost:\d+\/invitations\/unsubscribe\?token=s\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+&lang=\w\w>$/,
      );
      expect(rawHeader(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(mail.messageId).toMatch(/^<invitation-[0-9a-f-]+-first@localhost>$/);
      // Nothing to click but five stars, the unsubscribe and the privacy page.
      const links = linksOf(mail);
      expect(links).toHaveLength(7);
      for (let n = 1; n <= 5; n += 1) {
        expect(links[n - 1]).toMatch(
          new RegExp(`/rate/${business.id}\\?c=invitation&i=[\\w-]+\\.[\\w-]+&r=${n}&lang=${e.lang}$`),
        );
        expect(mail.text).toContain(links[n - 1]);
      }
      expect(links[5]).toBe(unsubscribe.slice(1, -1));
      expect(links[6]).toMatch(/\/privacy$/);
    }
    expect(String(to('samir@example.com')[0]?.mail.html)).toContain('dir="rtl"');
  });

  it('falls back to the location’s fixed language, and to English', async () => {
    const { owner, business } = await shop('Bäckerei Korn', 'de');
    await invite(business.id, owner.cookie, [{ email: 'kim@example.com', language: 'ko' }]);
    await send();
    expect(to('kim@example.com')[0]?.mail.subject).toBe('Wie war Ihr Besuch bei Bäckerei Korn?');
  });

  // A German owner's invitation from the home went out in English, with an English rating page.
  it('with neither, speaks the owner’s language, the one they read the app in; else English', async () => {
    const { owner, business } = await shop('Café Lindner');
    await invite(business.id, owner.cookie, [{ email: 'first@example.com' }]);
    await send();
    expect(to('first@example.com')[0]?.mail.subject).toBe('How was your visit to Café Lindner?');

    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { locale: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    await invite(business.id, owner.cookie, [{ email: 'second@example.com' }]);
    await send();
    const mail = to('second@example.com')[0]?.mail as ParsedMail;
    expect(mail.subject).toBe('Wie war Ihr Besuch bei Café Lindner?');
    // The rating page it opens speaks German too.
    expect(
      linksOf(mail)
        .filter((l) => l.includes('/rate/'))
        .every((l) => l.endsWith('&lang=de')),
    ).toBe(true);
  });
});

describe('what a mail scanner does', () => {
  it('fetching every link of the e-mail with a plain GET records no visit, no rating and no opening', async () => {
    const { owner, business } = await shop('Scanner Safe Spa');
    const created = await invite(business.id, owner.cookie, [{ email: 'scan@example.com' }]);
    const id = created.json().invitations[0].id as string;
    await send();
    const mail = to('scan@example.com')[0]?.mail as ParsedMail;
    const links = linksOf(mail);
    expect(links.length).toBe(7);
    for (const link of links) {
      const url = new URL(link);
      const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
      // The privacy page is the web app's, which this test server does not carry.
      if (url.pathname !== '/privacy') expect(res.statusCode, link).toBe(200);
    }
    const recorded = await t.db.select().from(scans).where(eq(scans.businessId, business.id));
    expect(recorded).toHaveLength(0);
    const row = await rowOf(id);
    expect(row?.openedAt).toBeNull();
    expect(row?.ratedAt).toBeNull();
    expect(row?.unsubscribedAt).toBeNull();
    // The star's page shows that star chosen, waiting for the customer's tap.
    const page = await t.app.inject({
      method: 'GET',
      url: new URL(links[3] as string).pathname + new URL(links[3] as string).search,
    });
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.body).toMatch(/"invitation":\{"token":"[\w-]+\.[\w-]+","stars":4\}/);
    expect(page.body).toMatch(/aria-label="4 stars" aria-pressed="true"/);
  });
});

describe('rating through an invitation', () => {
  it('counts on the confirming tap, on the invitation channel, credited to the member who sent it', async () => {
    const { business } = await shop('Garage Nord');
    const member = await createUser(t.db, { firstName: 'Mia' });
    await addMember(t.db, business.id, member.user.id);
    const created = await invite(business.id, member.cookie, [
      { email: 'driver@example.com', externalId: 'job-1' },
    ]);
    const id = created.json().invitations[0].id as string;
    await send();
    const star = new URL(linksOf(to('driver@example.com')[0]?.mail as ParsedMail)[3] as string);
    const token = star.searchParams.get('i');

    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/invitations/opened',
      payload: { invitation: token },
    });
    expect(opened.statusCode).toBe(204);
    const rated = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      payload: { rating: 4, invitation: token },
    });
    expect(rated.statusCode).toBe(200);
    expect(rated.json().outcome).toBe('google');

    const [scan] = await t.db.select().from(scans).where(eq(scans.businessId, business.id));
    expect(scan?.channel).toBe('invitation');
    expect(scan?.rating).toBe(4);
    const row = await rowOf(id);
    expect(scan?.staffRef).toBe(row?.staffRef);
    expect(row?.staffRef).toBeTruthy();
    expect(row?.stars).toBe(4);
    expect(row?.openedAt).not.toBeNull();
    expect(row?.outcome).toBe('google');

    // A second rating from the same link is an ordinary visit: the invitation keeps its first.
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      payload: { rating: 1, invitation: token },
    });
    expect((await rowOf(id))?.stars).toBe(4);
    const visits = await t.db
      .select({ channel: scans.channel, rating: scans.rating, staffRef: scans.staffRef })
      .from(scans)
      .where(eq(scans.businessId, business.id))
      .orderBy(scans.createdAt);
    expect(visits).toEqual([
      { channel: 'invitation', rating: 4, staffRef: row?.staffRef },
      { channel: 'qr', rating: 1, staffRef: null },
    ]);

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(member.cookie),
    });
    expect(list.json().invitations[0]).toMatchObject({
      id,
      status: 'rated',
      stars: 4,
      sentBy: expect.stringContaining('Mia'),
      externalId: 'job-1',
    });
  });

  it('a token for another business’s invitation leaves an ordinary rating', async () => {
    const { owner, business } = await shop('Shop A');
    const other = await shop('Shop B');
    const created = await invite(business.id, owner.cookie, [{ email: 'cross@example.com' }]);
    await send();
    const token = new URL(
      linksOf(to('cross@example.com')[0]?.mail as ParsedMail)[0] as string,
    ).searchParams.get('i');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${other.business.id}/ratings`,
      payload: { rating: 5, invitation: token },
    });
    expect(res.statusCode).toBe(200);
    const [scan] = await t.db.select().from(scans).where(eq(scans.businessId, other.business.id));
    expect(scan?.channel).toBe('qr');
    expect((await rowOf(created.json().invitations[0].id))?.ratedAt).toBeNull();
  });
});

describe('never spam', () => {
  it('one-click unsubscribe by POST, without cookie or Origin, stops every later invitation from that location', async () => {
    const { owner, business } = await shop('Dental Care');
    const created = await invite(business.id, owner.cookie, [
      { email: 'Quit@Example.com', externalId: 'a1' },
    ]);
    const id = created.json().invitations[0].id as string;
    await send();
    const unsubscribe = new URL(
      rawHeader(to('quit@example.com')[0]?.mail as ParsedMail, 'list-unsubscribe').slice(1, -1),
    );
    const path = `${unsubscribe.pathname}${unsubscribe.search}`;
    // A GET only asks.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Dental Care');
    expect((await rowOf(id))?.unsubscribedAt).toBeNull();

    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(id))?.unsubscribedAt).not.toBeNull();
    const again = await invite(business.id, owner.cookie, [
      { email: 'quit@example.com', sendAt: new Date(Date.now() + 20 * DAY).toISOString() },
    ]);
    expect(again.json().invitations[0]).toEqual({ id: null, status: 'skipped', reason: 'unsubscribed' });
    // Another location may still invite them: the customer chose this one.
    const other = await shop('Other Dentist');
    const elsewhere = await invite(other.business.id, other.owner.cookie, [{ email: 'quit@example.com' }]);
    expect(elsewhere.json().invitations[0].status).toBe('sent');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
    });
    expect(list.json().invitations[0].status).toBe('unsubscribed');
  });

  it('"from every business" on the page stops them everywhere, and the address is kept only as a keyed hash', async () => {
    const { owner, business } = await shop('Everywhere Ltd');
    await invite(business.id, owner.cookie, [{ email: 'gone@example.com' }]);
    await send();
    const unsubscribe = new URL(
      rawHeader(to('gone@example.com')[0]?.mail as ParsedMail, 'list-unsubscribe').slice(1, -1),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'everywhere=1',
    });
    expect(res.statusCode).toBe(200);
    const other = await shop('Anyone Else');
    const elsewhere = await invite(other.business.id, other.owner.cookie, [{ email: 'GONE@example.com' }]);
    expect(elsewhere.json().invitations[0].reason).toBe('unsubscribed');
    const stored = await t.database.db.execute('select email_key from invitation_suppressions');
    expect(JSON.stringify(stored)).not.toContain('gone@example.com');
  });

  it('an unsubscribe survives the restore of a backup taken before it (the deletion ledger)', async () => {
    const { owner, business } = await shop('Restored Rooms');
    await invite(business.id, owner.cookie, [{ email: 'said-no@example.com' }]);
    await send();
    const unsubscribe = new URL(
      rawHeader(to('said-no@example.com')[0]?.mail as ParsedMail, 'list-unsubscribe').slice(1, -1),
    );
    await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    // The backup predates it: the suppression is not in the restored database.
    await t.db.delete(invitationSuppressions).where(eq(invitationSuppressions.businessId, business.id));
    const restored = await reapplyDeletions(t.db, t.app.deletionLedger);
    expect(restored.suppressions).toBeGreaterThanOrEqual(1);
    await t.db
      .update(invitations)
      .set({ sendAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(invitations.businessId, business.id));
    const again = await invite(business.id, owner.cookie, [{ email: 'said-no@example.com' }]);
    expect(again.json().invitations[0].reason).toBe('unsubscribed');
    const entries = await t.app.deletionLedger.entries();
    expect(JSON.stringify(entries)).not.toContain('said-no');
  });

  it('a hard bounce (550) suppresses the address for every business; a 451 is tried again later and sent once', async () => {
    const { owner, business } = await shop('Bounce Bistro');
    smtp.bounce('nobody@example.com');
    const created = await invite(business.id, owner.cookie, [
      { email: 'nobody@example.com' },
      { email: 'later@example.com' },
    ]);
    const [bounced, later] = created.json().invitations.map((i: { id: string }) => i.id);
    smtp.failNext(1);
    const now = new Date();
    const first = await send(now);
    expect(first.bounced).toBe(1);
    expect(first.retry + first.sent).toBe(1);
    expect((await rowOf(bounced))?.bouncedAt).not.toBeNull();
    await send(new Date(now.getTime() + 5 * 60_000));
    expect(to('later@example.com')).toHaveLength(1);
    expect((await rowOf(later))?.sentAt).not.toBeNull();
    const other = await shop('Other Bistro');
    const res = await invite(other.business.id, other.owner.cookie, [{ email: 'nobody@example.com' }]);
    expect(res.json().invitations[0].reason).toBe('bounced');
    // The bounce is in the deletion ledger too, as a keyed hash: a restore keeps it.
    const entries = (await t.app.deletionLedger.entries()).filter((e) => e.kind === 'suppression');
    expect(entries.some((e) => e.id.startsWith('bounced:*:'))).toBe(true);
    expect(JSON.stringify(entries)).not.toContain('nobody@');
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
    });
    expect(list.json().invitations.find((i: { id: string }) => i.id === bounced).status).toBe('bounced');
  });

  it('the 14-day rule and an unsubscribe hold across the owner’s locations and survive deleting and registering the place again', async () => {
    const { owner, business } = await shop('Twin Bakery');
    const sister = await createBusinessFor(t.db, owner.user.id, { name: 'Twin Bakery North' });
    const stranger = await shop('Unrelated Bakery');
    const sent = await invite(business.id, owner.cookie, [
      { email: 'twin@example.com' },
      { email: 'leaver@example.com' },
    ]);
    const [, leaver] = sent.json().invitations as { id: string }[];
    // The sister location may not invite the same customer within 14 days; another owner may.
    const atSister = await invite(sister.id, owner.cookie, [{ email: 'Twin@Example.com' }]);
    expect(atSister.json().invitations[0].reason).toBe('recently_invited');
    expect(
      (await invite(stranger.business.id, stranger.owner.cookie, [{ email: 'twin@example.com' }])).json()
        .invitations[0].status,
    ).toBe('sent');
    // An unsubscribe from the first location holds at the sister too, and wins over the 14-day rule.
    await send();
    const link = new URL(
      rawHeader(to('leaver@example.com')[0]?.mail as ParsedMail, 'list-unsubscribe').slice(1, -1),
    );
    const out = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(out.statusCode).toBeLessThan(400);
    expect(leaver).toBeDefined();
    expect(
      (await invite(sister.id, owner.cookie, [{ email: 'leaver@example.com' }])).json().invitations[0].reason,
    ).toBe('unsubscribed');
    // The owner deletes the location and registers the same place again: the place remembers both.
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    await t.db.delete(businesses).where(eq(businesses.id, business.id));
    const again = await createBusinessFor(t.db, stranger.owner.user.id, {
      name: 'Twin Bakery',
      placeId: row!.placeId,
    });
    const reRegistered = await invite(again.id, stranger.owner.cookie, [
      { email: 'leaver@example.com' },
      { email: 'twin@example.com' },
    ]);
    expect(reRegistered.json().invitations.map((i: { reason?: string }) => i.reason)).toEqual([
      'unsubscribed',
      'recently_invited',
    ]);
  });

  it('an unsubscribe from a mail of a location deleted since holds when its owner registers the place again', async () => {
    const { owner, business } = await shop('Phoenix Bakery');
    await invite(business.id, owner.cookie, [{ email: 'late.leaver@example.com' }]);
    await send();
    const link = new URL(
      rawHeader(to('late.leaver@example.com')[0]?.mail as ParsedMail, 'list-unsubscribe').slice(1, -1),
    );
    // The owner deletes the location and registers the same place again; then the customer, reading
    // the old e-mail, unsubscribes from it.
    const [row] = await t.db.select().from(businesses).where(eq(businesses.id, business.id));
    await t.db.delete(businesses).where(eq(businesses.id, business.id));
    const again = await createBusinessFor(t.db, owner.user.id, {
      name: 'Phoenix Bakery',
      placeId: row!.placeId,
    });
    const out = await t.app.inject({
      method: 'POST',
      url: `${link.pathname}${link.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(out.statusCode).toBe(200);
    const reRegistered = await invite(again.id, owner.cookie, [{ email: 'late.leaver@example.com' }]);
    expect(reRegistered.json().invitations[0].reason).toBe('unsubscribed');
  });

  it('invites one address at most once in 14 days per location', async () => {
    const { owner, business } = await shop('Fourteen Days');
    const first = await invite(business.id, owner.cookie, [
      { email: 'repeat@example.com' },
      { email: 'Repeat@example.com ' },
    ]);
    expect(
      first.json().invitations.map((i: { status: string; reason?: string }) => i.reason ?? i.status),
    ).toEqual(['sent', 'duplicate']);
    const again = await invite(business.id, owner.cookie, [{ email: 'repeat@example.com' }]);
    expect(again.json().invitations[0].reason).toBe('recently_invited');
    // Fifteen days on, it may go again.
    await t.db
      .update(invitations)
      .set({ sendAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(invitations.businessId, business.id));
    await t.db
      .update(invitationContacts)
      .set({ at: new Date(Date.now() - 15 * DAY) })
      .where(eq(invitationContacts.emailKey, emailKeyOf(t.app.invitations.keys, 'repeat@example.com')));
    const later = await invite(business.id, owner.cookie, [{ email: 'repeat@example.com' }]);
    expect(later.json().invitations[0].status).toBe('sent');
  });

  it('holds the day’s cap per location (here 5), and a later day has its own', async () => {
    const { owner, business } = await shop('Capped Café');
    const tomorrow = new Date(Date.now() + 1.5 * DAY).toISOString();
    const items = Array.from({ length: 7 }, (_, i) => ({ email: `cap${i}@example.com` }));
    const res = await invite(business.id, owner.cookie, [
      ...items,
      { email: 'cap-tomorrow@example.com', sendAt: tomorrow },
    ]);
    const statuses = res
      .json()
      .invitations.map((i: { status: string; reason?: string }) => i.reason ?? i.status);
    expect(statuses).toEqual([
      'sent',
      'sent',
      'sent',
      'sent',
      'sent',
      'daily_limit',
      'daily_limit',
      'scheduled',
    ]);
  });

  it('refuses without the confirmation that the customers agreed to be contacted', async () => {
    const { owner, business } = await shop('Consent Corner');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers: sameOrigin(owner.cookie),
      payload: { invitations: [{ email: 'x@example.com' }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'NOT_CONFIRMED',
      message: expect.stringMatching(/agreed to be contacted/),
    });
  });

  it('answers a bad address, a bad date and a bad body item by item, never with a 500', async () => {
    const { owner, business } = await shop('Validation Vets');
    const res = await invite(business.id, owner.cookie, [
      { email: 'not-an-address' },
      { email: 'ok@example.com', sendAt: 'tomorrow-ish' },
      { email: 'fine@example.com', sendAt: '2020-01-01T10:00:00Z' },
    ]);
    expect(res.statusCode).toBe(201);
    expect(
      res.json().invitations.map((i: { status: string; reason?: string }) => i.reason ?? i.status),
    ).toEqual(['invalid', 'invalid', 'sent']);
    const tooMany = await invite(
      business.id,
      owner.cookie,
      Array.from({ length: 101 }, (_, i) => ({ email: `m${i}@example.com` })),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/at most 100/);
  });
});

describe('the reminder', () => {
  it('goes once, after the chosen delay, only if the link was never opened', async () => {
    const { owner, business } = await shop('Reminder Repairs');
    const created = await invite(business.id, owner.cookie, [
      { email: 'slow@example.com' },
      { email: 'quick@example.com' },
    ]);
    const [slow, quick] = created.json().invitations.map((i: { id: string }) => i.id);
    const start = new Date();
    await send(start);
    const quickToken = new URL(
      linksOf(to('quick@example.com')[0]?.mail as ParsedMail)[4] as string,
    ).searchParams.get('i');
    await t.app.inject({
      method: 'POST',
      url: '/api/invitations/opened',
      payload: { invitation: quickToken },
    });

    await send(new Date(start.getTime() + 2 * DAY));
    expect(to('slow@example.com')).toHaveLength(1);
    await send(new Date(start.getTime() + 3 * DAY + 60_000));
    const slowMails = to('slow@example.com');
    expect(slowMails).toHaveLength(2);
    expect(slowMails[1]?.mail.subject).toBe('A moment for Reminder Repairs?');
    expect(slowMails[1]?.mail.messageId).toMatch(/-reminder@localhost>$/);
    expect(to('quick@example.com')).toHaveLength(1);
    await send(new Date(start.getTime() + 10 * DAY));
    await send(new Date(start.getTime() + 30 * DAY));
    expect(to('slow@example.com')).toHaveLength(2);
    expect((await rowOf(slow))?.remindedAt).not.toBeNull();
    expect((await rowOf(quick))?.remindedAt).toBeNull();
  });

  it('follows the owner’s choice: a day, or none', async () => {
    const { owner, business } = await shop('Choice Clinic');
    const set = (reminderDays: number | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/businesses/${business.id}/invitations/settings`,
        headers: sameOrigin(owner.cookie),
        payload: { reminderDays },
      });
    expect((await set(1)).json()).toEqual({ reminderDays: 1, pause: null });
    expect((await set(9)).statusCode).toBe(400);
    await invite(business.id, owner.cookie, [{ email: 'one-day@example.com' }]);
    const start = new Date();
    await send(start);
    await send(new Date(start.getTime() + DAY + 60_000));
    expect(to('one-day@example.com')).toHaveLength(2);
    expect((await set(null)).json()).toEqual({ reminderDays: null, pause: null });
    await invite(business.id, owner.cookie, [{ email: 'never@example.com' }]);
    await send(start);
    await send(new Date(start.getTime() + 8 * DAY));
    expect(to('never@example.com')).toHaveLength(1);
  });
});

describe('the API with a token', () => {
  async function tokenFor(ownerCookie: string, businessId: string, scopes: string[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: sameOrigin(ownerCookie),
      payload: { name: 'Booking system', businessIds: [businessId], scopes },
    });
    return res.json().token as string;
  }

  it('retries with the same Idempotency-Key answer the same and send once; the key with another body is refused', async () => {
    const { owner, business } = await shop('Idempotent Inn');
    const token = await tokenFor(owner.cookie, business.id, ['read', 'write']);
    const call = (body: object, key = 'booking-batch-1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/invitations`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload: body,
      });
    const body = {
      invitations: [{ email: 'guest@example.com', externalId: 'appt-7' }, { email: 'other@example.com' }],
    };
    const first = await call(body);
    expect(first.statusCode).toBe(201);
    const second = await call(body);
    expect(second.json()).toEqual(first.json());
    const changed = await call({ invitations: [{ email: 'new@example.com' }] });
    expect(changed.statusCode).toBe(409);
    // The same appointment under a new key: the invitation it already made.
    const replay = await call(
      { invitations: [{ email: 'guest@example.com', externalId: 'appt-7' }] },
      'booking-batch-2',
    );
    expect(replay.json().invitations[0]).toEqual({
      id: first.json().invitations[0].id,
      status: 'skipped',
      reason: 'duplicate',
    });
    await send();
    expect(to('guest@example.com')).toHaveLength(1);
    const rows = await t.db.select().from(invitations).where(eq(invitations.businessId, business.id));
    expect(rows).toHaveLength(2);
    expect(rows.every((r) => r.source === 'api' && r.sentBy === null)).toBe(true);
  });

  it('a read-only token may list but not invite', async () => {
    const { owner, business } = await shop('Read Only Rooms');
    const token = await tokenFor(owner.cookie, business.id, ['read']);
    const headers = { authorization: `Bearer ${token}` };
    const post = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations`,
      headers,
      payload: { invitations: [{ email: 'a@example.com' }] },
    });
    expect(post.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/businesses/${business.id}/invitations`,
      headers,
    });
    expect(list.statusCode).toBe(200);
  });

  it('tells webhooks invitation.sent, opened, rated and unsubscribed, without the address', async () => {
    const { owner, business } = await shop('Hooked Hair');
    await t.db.insert(webhookEndpoints).values({
      userId: owner.user.id,
      url: 'https://hooks.example.com/reviewtap',
      secret: 'sealed-test-secret',
      events: ['invitation.sent', 'invitation.opened', 'invitation.rated', 'invitation.unsubscribed'],
      allLocations: true,
    });
    await invite(business.id, owner.cookie, [{ email: 'hooked@example.com', externalId: 'visit-42' }]);
    await send();
    const mail = to('hooked@example.com')[0]?.mail as ParsedMail;
    const token = new URL(linksOf(mail)[4] as string).searchParams.get('i');
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/ratings`,
      payload: { rating: 5, invitation: token },
    });
    const unsubscribe = new URL(rawHeader(mail, 'list-unsubscribe').slice(1, -1));
    await t.app.inject({
      method: 'POST',
      url: `${unsubscribe.pathname}${unsubscribe.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    const events = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.businessId, business.id));
    expect(events.map((e) => e.eventType).sort()).toEqual([
      'invitation.opened',
      'invitation.rated',
      'invitation.sent',
      'invitation.unsubscribed',
    ]);
    expect(events.find((e) => e.eventType === 'invitation.rated')?.data).toMatchObject({
      externalId: 'visit-42',
      stars: 5,
    });
    expect(JSON.stringify(events)).not.toContain('hooked@example.com');
  });
});

describe('a spreadsheet', () => {
  const csv = [
    'Email;Name;Language;sendAt',
    'ok1@example.com;Olli;fi;',
    'not an address;X;;',
    'ok2@example.com;;de;',
    'OK1@example.com;Dup;;',
    'blocked@example.com;;;',
    '"quoted@example.com";"Smith, Jo";en;2030-01-01 10:00',
  ].join('\n');

  it('is checked row by row before anything goes, then queued with the owner’s confirmation', async () => {
    const { owner, business } = await shop('Sheet Salon');
    // An address that bounced before, anywhere on the service.
    smtp.bounce('blocked@example.com');
    const other = await shop('Elsewhere');
    await invite(other.business.id, other.owner.cookie, [{ email: 'blocked@example.com' }]);
    await send();

    const url = `/api/businesses/${business.id}/invitations/spreadsheet`;
    const check = await t.app.inject({
      method: 'POST',
      url: `${url}/check`,
      headers: sameOrigin(owner.cookie),
      payload: { csv },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({
      rows: 6,
      ready: 2,
      queued: false,
      skipped: { invalid: 2, duplicate: 1, bounced: 1, recently_invited: 0, unsubscribed: 0, daily_limit: 0 },
    });
    expect(check.json().problems).toEqual([
      { line: 3, email: 'not an address', reason: 'invalid' },
      { line: 5, email: 'OK1@example.com', reason: 'duplicate' },
      { line: 6, email: 'blocked@example.com', reason: 'bounced' },
      { line: 7, email: 'quoted@example.com', reason: 'invalid' },
    ]);
    expect(await t.db.select().from(invitations).where(eq(invitations.businessId, business.id))).toHaveLength(
      0,
    );

    const unconfirmed = await t.app.inject({
      method: 'POST',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { csv },
    });
    expect(unconfirmed.statusCode).toBe(403);
    const sent = await t.app.inject({
      method: 'POST',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { csv, confirmed: true },
    });
    expect(sent.json()).toMatchObject({ ready: 2, queued: true });
    const rows = await t.db.select().from(invitations).where(eq(invitations.businessId, business.id));
    expect(rows.map((r) => [r.email, r.name, r.language, r.source]).sort()).toEqual([
      ['ok1@example.com', 'Olli', null, 'csv'],
      ['ok2@example.com', null, 'de', 'csv'],
    ]);
  });

  it('reports by line a greeting name that is not a name, and drops bidirectional controls from one that is', async () => {
    const { owner, business } = await shop('Name Rules');
    const sheet = [
      'email,name',
      'linky@example.com,Visit https://cheap.example now',
      'domain@example.com,Ana pills-cheap.com',
      `long@example.com,${'A'.repeat(61)}`,
      'mail@example.com,ana@example.org',
      'bidi@example.com,\u202EAna\u202C',
      'fine@example.com,José María Ñúñez-O’Brien',
    ].join('\n');
    const check = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations/spreadsheet/check`,
      headers: sameOrigin(owner.cookie),
      payload: { csv: sheet },
    });
    expect(check.json().problems).toEqual([
      { line: 2, email: 'linky@example.com', reason: 'bad_name' },
      { line: 3, email: 'domain@example.com', reason: 'bad_name' },
      { line: 4, email: 'long@example.com', reason: 'bad_name' },
      { line: 5, email: 'mail@example.com', reason: 'bad_name' },
    ]);
    await invite(business.id, owner.cookie, [{ email: 'bidi@example.com', name: '\u202EAna\u202C' }]);
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, 'bidi@example.com'));
    expect(row?.name).toBe('Ana');
  });

  it('says clearly what is wrong with a file it cannot use', async () => {
    const { owner, business } = await shop('Bad Files');
    const url = `/api/businesses/${business.id}/invitations/spreadsheet/check`;
    const noEmail = await t.app.inject({
      method: 'POST',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { csv: 'name\nAna' },
    });
    expect(noEmail.statusCode).toBe(200);
    expect(noEmail.json()).toMatchObject({ rows: 0, ready: 0, problem: expect.stringMatching(/"email"/) });
    const broken = await t.app.inject({
      method: 'POST',
      url,
      headers: sameOrigin(owner.cookie),
      payload: { csv: 'email\n"unclosed@example.com' },
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json().problem).toMatch(/could not be read as CSV/);
    // Sent anyway, an unusable file queues nothing and says why.
    const sent = await t.app.inject({
      method: 'POST',
      url: url.replace('/check', ''),
      headers: sameOrigin(owner.cookie),
      payload: { csv: 'name\nAna', confirmed: true },
    });
    expect(sent.json()).toMatchObject({ queued: false, problem: expect.stringMatching(/"email"/) });
  });

  it('is the owner’s: a member may not upload one', async () => {
    const { business } = await shop('Members Only');
    const member = await createUser(t.db);
    await addMember(t.db, business.id, member.user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/invitations/spreadsheet/check`,
      headers: sameOrigin(member.cookie),
      payload: { csv: 'email\na@example.com' },
    });
    expect(res.statusCode).toBe(403);
  });
});
