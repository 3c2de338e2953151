// A pause before the harm: a location whose mail bounces or is called spam too often stops sending
// invitations from the next one on, until the operator lifts the pause; complaints across an owner's
// locations pause them all; nobody else is touched. Over a real SMTP server and a relay's events.
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liftPause, sendDueInvitations } from '#server/domains/invitations/service.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { freePort } from '#server/test/free-port.ts';
import { startMailRelayStandIn } from '#server/test/mail-relay-stand-in.ts';
import { startSmtpTestServer } from '#server/test/smtp-test-server.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let relay: Awaited<ReturnType<typeof startMailRelayStandIn>>;
let t: TestApp;
let base: string;
const MIN_SENDS = 20;

beforeAll(async () => {
  smtp = await startSmtpTestServer(await freePort());
  relay = await startMailRelayStandIn();
  t = await createTestApp({
    env: {
      SMTP_URL: smtp.url,
      LEGAL_ADDRESS: 'Ringstraße 1, 1010 Wien',
      MAIL_HEALTH_MIN_SENDS: String(MIN_SENDS),
      ...relay.env,
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/mail-events`;
});
afterAll(async () => {
  await t.close();
  await relay.close();
  await smtp.close();
});
beforeEach(() => smtp.clear());

type Owner = Awaited<ReturnType<typeof createUser>>;
let n = 0;
async function location(owner?: Owner) {
  n += 1;
  const who = owner ?? (await createUser(t.db));
  const business = await createBusinessFor(t.db, who.user.id, { name: `Health Shop ${n}` });
  return { owner: who, business };
}
type Location = Awaited<ReturnType<typeof location>>;

async function invite(l: Location, emails: string[], sendAt?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/businesses/${l.business.id}/invitations`,
    headers: sameOrigin(l.owner.cookie),
    payload: {
      invitations: emails.map((email) => ({ email, ...(sendAt ? { sendAt } : {}) })),
      confirmed: true,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().invitations as { id: string | null; status: string; reason?: string }[];
}

/** `count` invitations sent from the location now, over SMTP. */
async function sendMany(l: Location, count: number) {
  const emails = Array.from({ length: count }, (_, i) =>
    `c${i}.shop${l.business.id}@example.test`.toLowerCase(),
  );
  await invite(l, emails);
  await sendDueInvitations(t.db, t.app.invitations, new Date());
  return emails;
}

const pauseOf = async (l: Location) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/businesses/${l.business.id}/invitations/settings`,
    headers: sameOrigin(l.owner.cookie),
  });
  return res.json().pause as { reason: string; since: string } | null;
};

const metadataOf = (address: string) => {
  const mail = smtp.received.find((r) => r.envelopeTo.includes(address))?.mail;
  const v = mail?.headers.get('x-pm-metadata-message');
  return { message: typeof v === 'string' ? v : '' };
};

let eventId = 5_000_000;
const postmark = (record: 'Bounce' | 'SpamComplaint', address: string) => {
  eventId += 1;
  return relay.postmark(`${base}/postmark`, {
    RecordType: record,
    Type: record === 'Bounce' ? 'HardBounce' : 'SpamComplaint',
    ID: eventId,
    Email: address,
    Details: record === 'Bounce' ? 'smtp;550 5.1.1 user unknown' : '',
    Metadata: metadataOf(address),
  });
};

describe('sending health', () => {
  it('5% hard bounces over the minimum pause the location: new invitations are skipped "paused", queued ones wait, the lift lets them go', async () => {
    const shop = await location();
    const emails = await sendMany(shop, MIN_SENDS);
    expect(smtp.received).toHaveLength(MIN_SENDS);
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const [queued] = await invite(shop, ['queued.customer@example.test'], later);
    expect(queued?.status).toBe('scheduled');
    expect(await pauseOf(shop)).toBeNull();
    // One bounce in 20 sends is 5%: the threshold.
    expect((await postmark('Bounce', emails[0]!)).status).toBe(200);
    expect(await pauseOf(shop)).toMatchObject({ reason: 'bounces' });
    const [next] = await invite(shop, ['new.customer@example.test']);
    expect(next).toMatchObject({ status: 'skipped', reason: 'paused' });
    // The scheduled one's time comes: it waits instead of going.
    smtp.clear();
    await sendDueInvitations(t.db, t.app.invitations, new Date(Date.now() + 2 * 60 * 60_000));
    expect(smtp.received).toHaveLength(0);
    // Another location of the same owner keeps its own health.
    const sister = await location(shop.owner);
    expect(await pauseOf(sister)).toBeNull();
    expect((await invite(sister, ['sister.customer@example.test']))[0]?.status).toBe('sent');
    // The operator lifts the pause: what waited goes at its next try.
    expect(await liftPause(t.db, shop.business.id, new Date())).toBe(true);
    expect(await pauseOf(shop)).toBeNull();
    await sendDueInvitations(t.db, t.app.invitations, new Date(Date.now() + 4 * 60 * 60_000));
    expect(smtp.received.map((r) => r.envelopeTo[0])).toContain('queued.customer@example.test');
  });

  it('pauses from the next invitation after the bounce our own SMTP session heard', async () => {
    const shop = await location();
    await sendMany(shop, MIN_SENDS);
    smtp.clear();
    smtp.bounce('first.dead@example.test');
    // The bouncing one is due now, the two others a minute later.
    await invite(shop, ['first.dead@example.test']);
    const later = new Date(Date.now() + 60_000).toISOString();
    await invite(shop, ['second.ok@example.test', 'third.ok@example.test'], later);
    expect(await sendDueInvitations(t.db, t.app.invitations, new Date())).toMatchObject({ bounced: 1 });
    const counts = await sendDueInvitations(t.db, t.app.invitations, new Date(Date.now() + 2 * 60_000));
    expect(counts).toMatchObject({ sent: 0, retry: 2 });
    expect(await pauseOf(shop)).toMatchObject({ reason: 'bounces' });
    expect(smtp.received).toHaveLength(0);
  });

  it('below the minimum of sends, a bounce pauses nothing', async () => {
    const shop = await location();
    const emails = await sendMany(shop, 5);
    await postmark('Bounce', emails[0]!);
    await postmark('Bounce', emails[1]!);
    expect(await pauseOf(shop)).toBeNull();
  });

  it('one complaint in 0.1% pauses the location, and at 0.3% across the owner’s locations pauses them all; another owner is untouched', async () => {
    const first = await location();
    const second = await location(first.owner);
    const stranger = await location();
    const emails = await sendMany(first, MIN_SENDS);
    await sendMany(second, 3);
    await sendMany(stranger, MIN_SENDS);
    expect((await postmark('SpamComplaint', emails[3]!)).status).toBe(200);
    expect(await pauseOf(first)).toMatchObject({ reason: 'complaints' });
    expect(await pauseOf(second)).toMatchObject({ reason: 'owner_complaints' });
    expect(await pauseOf(stranger)).toBeNull();
    expect((await invite(stranger, ['stranger.customer@example.test']))[0]?.status).toBe('sent');
  });
});
