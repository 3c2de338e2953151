// The installed app's start, `/dashboard`: a signed-in person's own QR is in the HTML itself, before
// any script runs, in their language; nobody else's business ever is, whatever the address names.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#server/db/schema.ts';
import { staffRefOf } from '#server/domains/teams/service.ts';
import { decodeQrSvg } from '#server/test/decode-qr-svg.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, TEST_ORIGIN, type TestApp } from '#server/test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const webDir = mkdtempSync(path.join(tmpdir(), 'web-'));
  writeFileSync(path.join(webDir, 'app.html'), readFileSync('app.html', 'utf8'));
  t = await createTestApp({ deps: { webDir } });
});
afterAll(() => t.close());

const open = (cookie?: string, query = '') =>
  t.app.inject({ url: `/dashboard${query}`, headers: cookie ? { cookie } : {} });
const painted = (html: string) => /<div id="first-paint"[\s\S]*?<\/main><\/div>/.exec(html)?.[0] ?? null;
const qrOf = (html: string) => decodeQrSvg(/<svg[\s\S]*?<\/svg>/.exec(painted(html) ?? '')?.[0] ?? '');

describe('the home’s first paint', () => {
  it('paints the owner’s own QR, their staff link, into the HTML, kept by nobody but the app', async () => {
    const owner = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id, { name: 'Café <Lumière>' });
    const ref = await staffRefOf(t.db, business.id, owner.user.id);
    const res = await open(owner.cookie);
    expect(res.statusCode).toBe(200);
    expect(qrOf(res.body)).toBe(`${TEST_ORIGIN}/rate/${business.id}?s=${ref}`);
    // The name is text, never markup; the page is the app's shell with the paint before its root.
    expect(painted(res.body)).toContain('Café &lt;Lumière&gt;');
    expect(painted(res.body)).toContain(business.address);
    expect(res.body).toMatch(/<\/div><div id="root"><\/div>/);
    expect(res.body).toContain('href="/qr/fullscreen"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-reviewtap-home']).toBe('1');
    expect(res.headers.vary).toContain('cookie');
  });

  it('paints a member’s own link to the team’s business, in the language they chose', async () => {
    const owner = await createUser(t.db);
    const member = await createUser(t.db);
    const business = await createBusinessFor(t.db, owner.user.id);
    await addMember(t.db, business.id, member.user.id);
    await t.db.update(users).set({ locale: 'ar' }).where(eq(users.id, member.user.id));
    const ref = await staffRefOf(t.db, business.id, member.user.id);
    const res = await open(member.cookie);
    expect(qrOf(res.body)).toBe(`${TEST_ORIGIN}/rate/${business.id}?s=${ref}`);
    expect(res.body).toContain('<html lang="ar" dir="rtl"');
    expect(painted(res.body)).toContain('ملء الشاشة');
  });

  it('paints the location the address names only when it is the caller’s own', async () => {
    const owner = await createUser(t.db);
    const first = await createBusinessFor(t.db, owner.user.id);
    const second = await createBusinessFor(t.db, owner.user.id);
    const stranger = await createBusinessFor(t.db, (await createUser(t.db)).user.id, { name: 'Not Yours' });
    const ref = await staffRefOf(t.db, second.id, owner.user.id);
    expect(qrOf((await open(owner.cookie, `?business=${second.id}`)).body)).toBe(
      `${TEST_ORIGIN}/rate/${second.id}?s=${ref}`,
    );
    // The location last chosen on this device, when the address names none.
    const remembered = `${owner.cookie}; reviewtap_location=${second.id}`;
    expect(qrOf((await open(remembered)).body)).toBe(`${TEST_ORIGIN}/rate/${second.id}?s=${ref}`);
    // Another owner's business in the address or the cookie: the caller's own first location,
    // nothing of the other.
    for (const attack of [
      await open(owner.cookie, `?business=${stranger.id}&section=overview`),
      await open(`${owner.cookie}; reviewtap_location=${stranger.id}`),
    ]) {
      expect(qrOf(attack.body)).toContain(`/rate/${first.id}?s=`);
      expect(attack.body).not.toContain('Not Yours');
      expect(attack.body).not.toContain(stranger.id);
    }
  });

  it('paints the home only: a link to another section opens on that section', async () => {
    const owner = await createUser(t.db);
    await createBusinessFor(t.db, owner.user.id);
    expect(painted((await open(owner.cookie, '?section=overview')).body)).not.toBeNull();
    const statistics = await open(owner.cookie, '?section=analytics');
    expect(painted(statistics.body)).toBeNull();
    expect(statistics.headers['x-reviewtap-home']).toBeUndefined();
  });

  it('gives everyone else the plain app shell, which any cache may revalidate', async () => {
    const signedOut = await open();
    const noBusiness = await open((await createUser(t.db)).cookie);
    for (const res of [signedOut, noBusiness]) {
      expect(res.statusCode).toBe(200);
      expect(painted(res.body)).toBeNull();
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.headers['x-reviewtap-home']).toBeUndefined();
    }
    expect(signedOut.headers['cache-control']).toBe('no-cache');
  });
});
