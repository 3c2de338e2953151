import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyStats, feedback, mailOutbox } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from '#server/test/test-app.ts';
import { mailContext } from './context';
import { demoTransport } from './mail-transport';
import { deliverDueMail } from './outbox';
import { composeWeeklySummaries } from './weekly-summary';

// No SMTP_URL: the embedded default, where mail is kept in the database as the demo outbox.
let t: TestApp;
const ctx = () => mailContext(testConfig(), demoTransport);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function ownerIn(timeZone: string, name: string, how: 'settings' | 'browser') {
  const owner = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id, { name });
  const res =
    how === 'settings'
      ? await t.app.inject({
          method: 'PATCH',
          url: '/api/notifications/settings',
          headers: sameOrigin(owner.cookie),
          payload: { timeZone },
        })
      : await t.app.inject({
          method: 'POST',
          url: '/api/notifications/time-zone',
          headers: sameOrigin(owner.cookie),
          payload: { timeZone },
        });
  expect(res.statusCode).toBe(200);
  return { owner, business };
}

async function stats(
  businessId: string,
  day: string,
  v: { scans: number; conversions: number; rating5: number; rating2: number },
) {
  await t.db.insert(dailyStats).values({ businessId, day, ...v });
}

async function feedbackAt(businessId: string, iso: string) {
  await t.db
    .insert(feedback)
    .values({ businessId, rating: 2, feedbackText: `at ${iso}`, createdAt: new Date(iso) });
}

const summaries = (userId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.kind, 'weekly_summary')));

describe('weekly summary in the owner’s language and the business’s zone', () => {
  it('sends a German owner of a business in Berlin a German summary at 08:00 Berlin time', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, {
      name: 'Café Kranzler',
      timeZone: 'Europe/Berlin',
    });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: sameOrigin(owner.cookie),
      payload: { locale: 'de' },
    });
    // The owner's own zone says Tokyo; the business's zone decides the week and the hour.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(owner.cookie),
      payload: { timeZone: 'Asia/Tokyo' },
    });
    await stats(business.id, '2026-09-09', { scans: 12, conversions: 3, rating5: 3, rating2: 1 });
    await stats(business.id, '2026-09-02', { scans: 10, conversions: 4, rating5: 4, rating2: 0 });
    // Monday 14 September 2026: 08:00 in Berlin is 06:00 UTC (08:00 in Tokyo was 23:00 UTC the day before).
    await composeWeeklySummaries(t.db, ctx(), new Date('2026-09-13T23:30:00Z'));
    expect(await summaries(owner.user.id)).toHaveLength(0);
    await composeWeeklySummaries(t.db, ctx(), new Date('2026-09-14T06:00:00Z'));
    const [mail] = await summaries(owner.user.id);
    expect(mail!.subject).toBe('Ihre Woche bei Café Kranzler: 7.–13. Sept. 2026');
    expect(mail!.text).toMatch(/QR-Code-Scans\s+12\s+\+20\s?% gegenüber der Vorwoche \(10\)/);
    expect(mail!.text).toMatch(
      /Zur Bewertung an Google geschickt\s+3\s+−25\s?% gegenüber der Vorwoche \(4\)/,
    );
    expect(mail!.html).toContain('Abmelden');
    expect(mail!.html).toMatch(/<html[^>]*\blang="de"/);
  });
});

describe('weekly summary, Monday 08:00 in the owner’s time zone', () => {
  it('goes out once, at 08:00 local time, east and west of UTC, with the local week’s figures', async () => {
    // Monday 8 June 2026. Tokyo is UTC+9: 08:00 there is Sunday 23:00 UTC.
    // Los Angeles is UTC−7 in June: 08:00 there is Monday 15:00 UTC.
    const east = await ownerIn('Asia/Tokyo', 'Tokyo Ramen', 'settings');
    const west = await ownerIn('America/Los_Angeles', 'LA Tacos', 'browser');
    for (const b of [east.business.id, west.business.id]) {
      await stats(b, '2026-06-03', { scans: 10, conversions: 4, rating5: 4, rating2: 2 });
      await stats(b, '2026-05-27', { scans: 8, conversions: 5, rating5: 5, rating2: 0 });
      await stats(b, '2026-06-08', { scans: 99, conversions: 99, rating5: 99, rating2: 0 }); // this week: not in it
    }
    // Tokyo's week is 31 May 15:00 UTC to 7 June 15:00 UTC.
    await feedbackAt(east.business.id, '2026-06-02T01:00:00Z');
    await feedbackAt(east.business.id, '2026-06-07T14:30:00Z'); // Sunday 23:30 in Tokyo: in
    await feedbackAt(east.business.id, '2026-06-07T15:30:00Z'); // Monday 00:30 in Tokyo: out
    await feedbackAt(east.business.id, '2026-05-31T14:30:00Z'); // the week before: out
    // Los Angeles's week is 1 June 07:00 UTC to 8 June 07:00 UTC.
    await feedbackAt(west.business.id, '2026-06-08T06:30:00Z'); // Sunday 23:30 in LA: in
    await feedbackAt(west.business.id, '2026-06-01T06:30:00Z'); // Sunday 31 May 23:30 in LA: out

    const run = (iso: string) => composeWeeklySummaries(t.db, ctx(), new Date(iso));
    await run('2026-06-07T22:59:00Z');
    expect(await summaries(east.owner.user.id)).toHaveLength(0);
    await run('2026-06-07T23:00:00Z');
    expect(await summaries(east.owner.user.id)).toHaveLength(1);
    expect(await summaries(west.owner.user.id)).toHaveLength(0);
    await run('2026-06-08T14:59:00Z');
    expect(await summaries(west.owner.user.id)).toHaveLength(0);
    await run('2026-06-08T15:00:00Z');
    await run('2026-06-08T15:05:00Z');
    await run('2026-06-08T22:00:00Z');
    expect(await summaries(east.owner.user.id)).toHaveLength(1);
    expect(await summaries(west.owner.user.id)).toHaveLength(1);

    const [e] = await summaries(east.owner.user.id);
    expect(e!.subject).toBe('Your week at Tokyo Ramen: 1–7 Jun 2026');
    expect(e!.toAddress).toBe(east.owner.user.email);
    expect(e!.text).toMatch(/QR code scans\s+10\s+\+25% on the week before \(8\)/);
    expect(e!.text).toMatch(/Ratings\s+6\s+\+20% on the week before \(5\)/);
    expect(e!.text).toMatch(/Sent to Google to review\s+4\s+−20% on the week before \(5\)/);
    expect(e!.text).toMatch(/New private feedback\s+2\b/);
    expect(e!.html).toContain('Unsubscribe');

    const [w] = await summaries(west.owner.user.id);
    expect(w!.subject).toBe('Your week at LA Tacos: 1–7 Jun 2026');
    expect(w!.text).toMatch(/QR code scans\s+10\s/);
    expect(w!.text).toMatch(/New private feedback\s+1\b/);

    // The next Monday brings the next one.
    await run('2026-06-14T23:00:00Z');
    expect(await summaries(east.owner.user.id)).toHaveLength(2);
  });

  it('follows each person’s switch: members only when they opt in, owners unless they opt out', async () => {
    const { owner, business } = await ownerIn('Europe/Berlin', 'Berlin Books', 'settings');
    const silentMember = await createUser(t.db);
    const keenMember = await createUser(t.db);
    await addMember(t.db, business.id, silentMember.user.id);
    await addMember(t.db, business.id, keenMember.user.id);
    const optIn = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(keenMember.cookie),
      payload: { weeklySummary: true, timeZone: 'Europe/Berlin' },
    });
    expect(optIn.json()).toMatchObject({
      weeklySummary: true,
      feedbackAlerts: false,
      timeZone: 'Europe/Berlin',
    });

    // Monday 6 July 2026, 08:00 in Berlin (UTC+2).
    await composeWeeklySummaries(t.db, ctx(), new Date('2026-07-06T06:00:00Z'));
    expect(await summaries(owner.user.id)).toHaveLength(1);
    expect(await summaries(keenMember.user.id)).toHaveLength(1);
    expect(await summaries(silentMember.user.id)).toHaveLength(0);

    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(owner.cookie),
      payload: { weeklySummary: false },
    });
    await composeWeeklySummaries(t.db, ctx(), new Date('2026-07-13T06:00:00Z'));
    expect(await summaries(owner.user.id)).toHaveLength(1);
    expect(await summaries(keenMember.user.id)).toHaveLength(2);
  });

  it('keeps mail in the demo outbox when there is no SMTP server, shown only to its recipient', async () => {
    const { owner } = await ownerIn('UTC', 'Demo Deli', 'settings');
    const other = await createUser(t.db);
    await composeWeeklySummaries(t.db, ctx(), new Date('2026-08-03T08:00:00Z'));
    // Ten a tick; earlier tests left summaries of their own waiting.
    while ((await deliverDueMail(t.db, ctx(), new Date('2026-08-03T08:00:10Z'))).sent > 0) {}
    const res = await t.app.inject({ url: '/api/notifications/outbox', headers: { cookie: owner.cookie } });
    expect(res.json()).toMatchObject({
      mailMode: 'demo',
      mails: [
        { kind: 'weekly_summary', status: 'kept', subject: 'Your week at Demo Deli: 27 Jul – 2 Aug 2026' },
      ],
    });
    const id = res.json().mails[0].id as string;
    const html = await t.app.inject({
      url: `/api/notifications/outbox/${id}`,
      headers: { cookie: owner.cookie },
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(html.body).toContain('Your week at Demo Deli');
    const notYours = await t.app.inject({
      url: `/api/notifications/outbox/${id}`,
      headers: { cookie: other.cookie },
    });
    expect(notYours.statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/notifications/outbox', headers: { cookie: other.cookie } })).json()
        .mails,
    ).toEqual([]);
  });

  it('takes the browser’s time zone only until the user chooses one, and refuses unknown zones', async () => {
    const user = await createUser(t.db);
    const post = (timeZone: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/notifications/time-zone',
        headers: sameOrigin(user.cookie),
        payload: { timeZone },
      });
    expect((await post('America/Chicago')).json()).toEqual({ saved: true });
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(user.cookie),
      payload: { timeZone: 'Asia/Kolkata' },
    });
    expect((await post('Europe/Paris')).json()).toEqual({ saved: false });
    const settings = await t.app.inject({
      url: '/api/notifications/settings',
      headers: { cookie: user.cookie },
    });
    expect(settings.json()).toMatchObject({ timeZone: 'Asia/Kolkata', mailMode: 'demo' });

    const bad = await post('Mars/Olympus_Mons');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Time zone must be a name such as Europe/Berlin');
    const extra = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(user.cookie),
      payload: { admin: true },
    });
    expect(extra.statusCode).toBe(400);
    const wrongType = await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: sameOrigin(user.cookie),
      payload: { weeklySummary: 'yes' },
    });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().message).toBe('weeklySummary must be true or false');
  });
});

describe('the summary now, on request', () => {
  // A new owner could not see what the weekly summary looks like before a Monday came.
  it('sends the asker the last whole week, in their language, whatever their setting; once a day', async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, {
      name: 'Bäckerei Sonne',
      timeZone: 'Europe/Berlin',
    });
    await addMember(t.db, business.id, member.user.id);
    const ask = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/weekly-summary`,
        headers: sameOrigin(cookie),
      });
    for (const [cookie, payload] of [
      [owner.cookie, { locale: 'de' }],
      [owner.cookie, { weeklySummary: false }],
    ] as const) {
      const url = 'locale' in payload ? '/api/auth/user' : '/api/notifications/settings';
      expect(
        (await t.app.inject({ method: 'PATCH', url, headers: sameOrigin(cookie), payload })).statusCode,
      ).toBe(200);
    }

    const first = await ask(owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ queued: true, to: owner.user.email });
    const [mail] = await summaries(owner.user.id);
    expect(mail!.toAddress).toBe(owner.user.email);
    expect(mail!.subject).toMatch(/^Ihre Woche bei Bäckerei Sonne: /);
    expect(mail!.html).toMatch(/<html[^>]*\blang="de"/);

    // A second press the same day sends nothing more; a member asks for their own.
    expect((await ask(owner.cookie)).json()).toEqual({ queued: false, to: owner.user.email });
    expect(await summaries(owner.user.id)).toHaveLength(1);
    expect((await ask(member.cookie)).json()).toEqual({ queued: true, to: member.user.email });
    const [theirs] = await summaries(member.user.id);
    expect(theirs!.subject).toMatch(/^Your week at Bäckerei Sonne: /);
  });
});

describe('the summary now, pressed many times at once', () => {
  // Once a day per person and location is a unique key, not a read before a write: parallel presses
  // (on PostgreSQL, truly at once) queue one e-mail.
  it('queues exactly one e-mail', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Twelve Taps Café' });
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/businesses/${business.id}/weekly-summary`,
          headers: sameOrigin(owner.cookie),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().queued)).toHaveLength(1);
    expect(await summaries(owner.user.id)).toHaveLength(1);
  });
});
