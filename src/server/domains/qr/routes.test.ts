import { eq } from 'drizzle-orm';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qrCustomizations } from '#server/db/schema.ts';
import { addMember, createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { CUSTOM_IMAGE_MAX_BYTES, DEFAULT_QR_CUSTOMIZATION } from '#shared/lib/qr-template.ts';

let t: TestApp;
let owner: Awaited<ReturnType<typeof createUser>>;
let member: Awaited<ReturnType<typeof createUser>>;
let stranger: Awaited<ReturnType<typeof createUser>>;
let businessId: string;

const url = (id = businessId) => `/api/businesses/${id}/qr-customization`;

function pngBytes(): Buffer {
  const png = new PNG({ width: 2, height: 2 });
  png.data.fill(255);
  return PNG.sync.write(png);
}
// A JFIF header and end marker: the signature is what the server checks.
const JPEG_BYTES = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01,
  0x00, 0x00, 0xff, 0xd9,
]);
const WEBP_BYTES = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.from([0x0d, 0, 0, 0, 0x2f, 0, 0, 0, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]),
]);
const dataUrl = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`;

function save(body: Record<string, unknown>, cookie = owner.cookie, id = businessId) {
  return t.app.inject({ method: 'POST', url: url(id), headers: sameOrigin(cookie), payload: body });
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await createUser(t.db);
  member = await createUser(t.db);
  stranger = await createUser(t.db);
  const business = await createBusinessFor(t.db, owner.user.id);
  businessId = business.id;
  await addMember(t.db, businessId, member.user.id);
});
afterAll(() => t.close());

describe('GET /api/businesses/:id/qr-customization', () => {
  it('answers the defaults when the business has no row yet', async () => {
    const res = await t.app.inject({ url: url(), headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DEFAULT_QR_CUSTOMIZATION);
  });

  it('is readable by the owner and by a member, not by a stranger or a visitor', async () => {
    const asMember = await t.app.inject({ url: url(), headers: { cookie: member.cookie } });
    expect(asMember.statusCode).toBe(200);
    expect(asMember.json()).toMatchObject({ qrLayoutTemplate: 'quickBlack' });

    const asStranger = await t.app.inject({ url: url(), headers: { cookie: stranger.cookie } });
    expect(asStranger.statusCode).toBe(403);

    const asVisitor = await t.app.inject({ url: url() });
    expect(asVisitor.statusCode).toBe(401);
    expect(asVisitor.json()).toMatchObject({ message: 'Please sign in to continue.' });
  });

  it('answers 404 for a business that does not exist', async () => {
    const res = await t.app.inject({ url: url('nosuchbusiness'), headers: { cookie: owner.cookie } });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['googleDark', null, 'quickBlack'],
    ['googleLight', null, 'quickWhite'],
    ['googleLight', 'dark', 'quickBlack'],
    ['google', 'dark', 'quickBlack'],
    ['somethingOld', null, 'quickBlack'],
    ['quickWhite', 'dark', 'quickWhite'],
  ])('reads the legacy layout %s (googleTemplate %s) as %s', async (layout, googleTemplate, expected) => {
    const legacyOwner = await createUser(t.db);
    const legacy = await createBusinessFor(t.db, legacyOwner.user.id);
    await t.db.insert(qrCustomizations).values({
      businessId: legacy.id,
      qrLayoutTemplate: layout,
      googleTemplate,
      businessDisplayName: 'Old Name',
    });
    const res = await t.app.inject({ url: url(legacy.id), headers: { cookie: legacyOwner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      qrLayoutTemplate: expected,
      businessDisplayName: 'Old Name',
      customReviewText: null,
      customImage: null,
      googleTemplate,
    });
  });
});

describe('POST /api/businesses/:id/qr-customization', () => {
  it('lets the owner save, trims the name, and answers what was stored', async () => {
    const image = dataUrl('image/png', pngBytes());
    const res = await save({
      qrLayoutTemplate: 'quickWhite',
      businessDisplayName: '  Corner Café  ',
      customReviewText: 'Rate your experience on Google!',
      customImage: image,
      businessId,
    });
    expect(res.statusCode).toBe(200);
    const expected = {
      qrLayoutTemplate: 'quickWhite',
      businessDisplayName: 'Corner Café',
      customReviewText: 'Rate your experience on Google!',
      customImage: image,
      googleTemplate: null,
    };
    expect(res.json()).toEqual(expected);
    const read = await t.app.inject({ url: url(), headers: { cookie: member.cookie } });
    expect(read.json()).toEqual(expected);
  });

  it('stores an empty name or text as null, and keeps fields the request leaves out', async () => {
    const res = await save({
      qrLayoutTemplate: 'quickBlack',
      businessDisplayName: '   ',
      customReviewText: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      qrLayoutTemplate: 'quickBlack',
      businessDisplayName: null,
      customReviewText: null,
    });
    // The image from the previous save is still there: the request did not mention it.
    expect(res.json().customImage).toMatch(/^data:image\/png;base64,/);

    const cleared = await save({ qrLayoutTemplate: 'quickBlack', customImage: null });
    expect(cleared.json().customImage).toBeNull();
  });

  it('refuses a member, a stranger and a signed-out visitor, and changes nothing', async () => {
    const body = { qrLayoutTemplate: 'quickWhite', businessDisplayName: 'Hijacked' };
    const before = await t.db
      .select()
      .from(qrCustomizations)
      .where(eq(qrCustomizations.businessId, businessId));

    const asMember = await save(body, member.cookie);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ message: 'Only the business owner can do this.' });
    expect((await save(body, stranger.cookie)).statusCode).toBe(403);
    const asVisitor = await t.app.inject({
      method: 'POST',
      url: url(),
      headers: sameOrigin(),
      payload: body,
    });
    expect(asVisitor.statusCode).toBe(401);

    const after = await t.db
      .select()
      .from(qrCustomizations)
      .where(eq(qrCustomizations.businessId, businessId));
    expect(after).toEqual(before);
  });

  it('creates the row when there is none (upsert)', async () => {
    const otherOwner = await createUser(t.db);
    const other = await createBusinessFor(t.db, otherOwner.user.id);
    const res = await save({ qrLayoutTemplate: 'quickWhite' }, otherOwner.cookie, other.id);
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(qrCustomizations).where(eq(qrCustomizations.businessId, other.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.qrLayoutTemplate).toBe('quickWhite');
  });

  it.each([
    [{ qrLayoutTemplate: 'googleDark' }, 'Choose the Quick Black or Quick White layout'],
    [{ qrLayoutTemplate: 'quickBlack', businessDisplayName: 'x'.repeat(81) }, 'at most 80 characters'],
    [{ qrLayoutTemplate: 'quickBlack', customReviewText: 'x'.repeat(201) }, 'at most 200 characters'],
    [{ qrLayoutTemplate: 'quickBlack', businessId: 'someoneElse' }, 'two different businessId'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await save(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('accepts a name of exactly 80 and a text of exactly 200 characters', async () => {
    const res = await save({
      qrLayoutTemplate: 'quickBlack',
      businessDisplayName: 'n'.repeat(80),
      customReviewText: 't'.repeat(200),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().businessDisplayName).toHaveLength(80);
  });

  describe('custom image', () => {
    it.each([
      ['JPEG', 'image/jpeg', JPEG_BYTES],
      ['PNG', 'image/png', pngBytes()],
      ['WEBP', 'image/webp', WEBP_BYTES],
    ])('accepts a real %s', async (_label, type, bytes) => {
      const res = await save({ qrLayoutTemplate: 'quickBlack', customImage: dataUrl(type, bytes) });
      expect(res.statusCode).toBe(200);
      expect(res.json().customImage).toBe(dataUrl(type, bytes));
    });

    it.each([
      ['a PNG header declared with JPEG bytes', dataUrl('image/png', JPEG_BYTES), 'not a PNG image'],
      ['a JPEG header declared with PNG bytes', dataUrl('image/jpeg', pngBytes()), 'not a JPEG image'],
      ['a WEBP header declared with PNG bytes', dataUrl('image/webp', pngBytes()), 'not a WEBP image'],
      ['text pretending to be a PNG', dataUrl('image/png', Buffer.from('hello, world')), 'not a PNG image'],
      ['a GIF', dataUrl('image/gif', Buffer.from('GIF89a')), 'Only JPEG, PNG, WEBP files are allowed'],
      ['an SVG', dataUrl('image/svg+xml', Buffer.from('<svg/>')), 'Only JPEG, PNG, WEBP files are allowed'],
      ['a remote URL', 'https://example.com/logo.png', 'Only JPEG, PNG, WEBP files are allowed'],
      ['broken base64', 'data:image/png;base64,@@@@', 'Only JPEG, PNG, WEBP files are allowed'],
      ['an empty payload', 'data:image/png;base64,', 'Invalid image file'],
    ])('refuses %s with 400', async (_label, customImage, message) => {
      const res = await save({ qrLayoutTemplate: 'quickBlack', customImage });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('refuses an image over 2 MB decoded, and accepts one of exactly 2 MB', async () => {
      const big = Buffer.alloc(CUSTOM_IMAGE_MAX_BYTES + 1);
      JPEG_BYTES.copy(big);
      const tooBig = await save({ qrLayoutTemplate: 'quickBlack', customImage: dataUrl('image/jpeg', big) });
      expect(tooBig.statusCode).toBe(400);
      expect(tooBig.json()).toMatchObject({ message: 'Image must be smaller than 2MB' });

      const justRight = await save({
        qrLayoutTemplate: 'quickBlack',
        customImage: dataUrl('image/jpeg', big.subarray(0, CUSTOM_IMAGE_MAX_BYTES)),
      });
      expect(justRight.statusCode).toBe(200);
    });

    it('answers a body far beyond the limit with 413, not 500', async () => {
      const huge = Buffer.alloc(4 * 1024 * 1024);
      const res = await save({ qrLayoutTemplate: 'quickBlack', customImage: dataUrl('image/jpeg', huge) });
      expect(res.statusCode).toBe(413);
      expect(typeof res.json().message).toBe('string');
    });

    it('keeps the small default body limit on other routes', async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${businessId}/review-filter`,
        headers: { ...sameOrigin(owner.cookie), 'content-type': 'application/json' },
        payload: JSON.stringify({ reviewFilterEnabled: true, padding: 'x'.repeat(200 * 1024) }),
      });
      expect(res.statusCode).toBe(413);
    });
  });
});
