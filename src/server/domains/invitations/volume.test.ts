// Volume that fits a shop: a trial's cap holds across all its owner's locations, and a paid location
// reaches its full cap over its first weeks of sending; registering more locations buys no more mail.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, subscriptions } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { sendDueInvitations } from './service';
import { setInvitationSettings } from './settings';

let t: TestApp;
const DAY = 24 * 60 * 60_000;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien',
      TRIAL_INVITATIONS_PER_DAY: '3',
      INVITATIONS_PER_DAY: '500',
    },
  });
});
afterAll(() => t.close());

async function invite(businessId: string, cookie: string, emails: string[], sendAt?: Date) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/invitations`,
    headers: sameOrigin(cookie),
    payload: {
      invitations: emails.map((email) => ({ email, sendAt: sendAt?.toISOString() })),
      confirmed: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json().invitations as { status: string; reason?: string }[]).map((i) => i.reason ?? i.status);
}

const emails = (prefix: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${prefix}${i}@example.com`);

describe('a day’s invitations', () => {
  it('a trial sends at most its cap across all its owner’s locations, however many it registers', async () => {
    const owner = await createUser(t.db);
    const first = await createBusinessFor(t.db, owner.user.id);
    const second = await createBusinessFor(t.db, owner.user.id);
    const third = await createBusinessFor(t.db, owner.user.id);
    expect(await invite(first.id, owner.cookie, emails('a', 2))).toEqual(['sent', 'sent']);
    expect(await invite(second.id, owner.cookie, emails('b', 2))).toEqual(['sent', 'daily_limit']);
    expect(await invite(third.id, owner.cookie, emails('c', 1))).toEqual(['daily_limit']);
    // Another owner's trial has its own.
    const other = await createUser(t.db);
    const theirs = await createBusinessFor(t.db, other.user.id);
    expect(await invite(theirs.id, other.cookie, emails('d', 3))).toEqual(['sent', 'sent', 'sent']);
  });

  it('a paid location sends 50 a day in its first week of sending, 100 in its second, then its full cap', async () => {
    const owner = await createUser(t.db);
    const shop = await createBusinessFor(t.db, owner.user.id);
    await t.db.insert(subscriptions).values({
      businessId: shop.id,
      status: 'active',
      provider: 'demo',
      subscriptionId: `sub_${shop.id}`,
      currentPeriodEnd: new Date(Date.now() + 20 * DAY),
    });
    const week1 = await invite(shop.id, owner.cookie, emails('w1-', 52));
    expect(week1.filter((s) => s === 'sent')).toHaveLength(50);
    // Its first invitation went out eight days ago: the second week's cap, counted across today.
    await t.db
      .update(invitations)
      .set({ sentAt: new Date(Date.now() - 8 * DAY), sendAt: new Date(Date.now() - 8 * DAY) })
      .where(eq(invitations.businessId, shop.id));
    const week2 = [
      ...(await invite(shop.id, owner.cookie, emails('w2a-', 60))),
      ...(await invite(shop.id, owner.cookie, emails('w2b-', 42))),
    ];
    expect(week2.filter((s) => s === 'sent')).toHaveLength(100);
    await t.db
      .update(invitations)
      .set({ sentAt: new Date(Date.now() - 15 * DAY), sendAt: new Date(Date.now() - 15 * DAY) })
      .where(eq(invitations.businessId, shop.id));
    // From the third week the full cap (500 here): no longer 100.
    const week3 = [
      ...(await invite(shop.id, owner.cookie, emails('w3a-', 100))),
      ...(await invite(shop.id, owner.cookie, emails('w3b-', 20))),
    ];
    expect(week3.filter((s) => s === 'sent')).toHaveLength(120);
  });

  it('a reminder counts toward its day: a full day moves it to the next with room, and one sent still counts', async () => {
    const owner = await createUser(t.db);
    const shop = await createBusinessFor(t.db, owner.user.id);
    await setInvitationSettings(t.db, shop.id, { reminderDays: 2 });
    const now = new Date();
    // Two days from now is full (the trial's 3 here) with invitations the owner scheduled ahead.
    const full = new Date(now.getTime() + 2 * DAY);
    expect(await invite(shop.id, owner.cookie, emails('ahead-', 3), full)).toEqual([
      'scheduled',
      'scheduled',
      'scheduled',
    ]);
    expect(await invite(shop.id, owner.cookie, ['today@example.com'])).toEqual(['sent']);
    const sending = new Date();
    await sendDueInvitations(t.db, t.app.invitations, sending);
    const [sent] = await t.db.select().from(invitations).where(eq(invitations.email, 'today@example.com'));
    expect(sent?.sentAt).toEqual(sending);
    // Its reminder would make four on that day: it waits for the next day, at the same time.
    expect(sent?.reminderDueAt?.getTime()).toBe(sending.getTime() + 3 * DAY);
    // Once sent, the reminder still counts on its day: two more fit there, not three.
    await t.db
      .update(invitations)
      .set({ reminderDueAt: null, remindedAt: new Date(now.getTime() + 3 * DAY) })
      .where(eq(invitations.id, sent?.id as string));
    const later = await invite(shop.id, owner.cookie, emails('later-', 3), new Date(now.getTime() + 3 * DAY));
    expect(later).toEqual(['scheduled', 'scheduled', 'daily_limit']);
  });
});
