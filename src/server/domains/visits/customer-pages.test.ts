import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BusinessRow, feedback, scans } from '#server/db/schema.ts';
import { newAddress } from '#server/test/addresses.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let t: TestApp;
let userId: string;
let business: BusinessRow;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t.db)).user.id;
  business = await createBusinessFor(t.db, userId, {
    name: 'Café Lumière',
    address: '12 Rue Saint-Denis, Montréal',
  });
});
afterAll(() => t.close());

const newBusiness = (overrides: Parameters<typeof createBusinessFor>[2] = {}) =>
  createBusinessFor(t.db, userId, overrides);

// --- Reading the server's HTML the way a browser without JavaScript would. ---

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The text a reader sees: the body without scripts, styles, comments and tags, entities decoded. */
function visibleText(html: string) {
  const body = html.slice(html.indexOf('<body'));
  return decode(
    body
      .replace(/<script[\s\S]*?<\/script>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<[^>]+>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** Each `<name …>` start tag in the HTML, as its decoded attributes. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}(\\s[^>]*)?>`, 'gi'))].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map((a) => [
        a[1]!.toLowerCase(),
        decode(a[2] ?? ''),
      ]),
    ),
  );
}

/** The inside of the one form posting to `action`. */
function formPostingTo(html: string, action: string) {
  const forms = [...html.matchAll(/<form(\s[^>]*)>([\s\S]*?)<\/form>/gi)].filter((m) => {
    const [attrs] = tags(`<form${m[1]}>`, 'form');
    return attrs?.action === action && attrs.method === 'post';
  });
  expect(forms).toHaveLength(1);
  return forms[0]![2]!;
}

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function postForm(url: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded', 'user-agent': ANDROID },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: newAddress(),
  });
}

const scansOf = (id: string) => t.db.select().from(scans).where(eq(scans.businessId, id));
const feedbackOf = (id: string) => t.db.select().from(feedback).where(eq(feedback.businessId, id));
const rowCounts = async () => ({
  scans: (await t.db.select({ n: count() }).from(scans))[0]!.n,
  feedback: (await t.db.select({ n: count() }).from(feedback))[0]!.n,
});

describe('GET /rate/:businessId', () => {
  it('is a usable page in its first HTML: the name, the address and five star buttons in a form', async () => {
    const res = await get(`/rate/${business.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const text = visibleText(res.body);
    for (const expected of ['Rate Your Experience', 'Café Lumière', '12 Rue Saint-Denis, Montréal']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain('Click to rate from 1 to 5 stars');

    const buttons = tags(formPostingTo(res.body, `/rate/${business.id}`), 'button');
    expect(buttons.map((b) => b['aria-label'])).toEqual([
      '1 star',
      '2 stars',
      '3 stars',
      '4 stars',
      '5 stars',
    ]);
    for (const [i, b] of buttons.entries()) {
      expect(b).toMatchObject({ type: 'submit', name: 'rating', value: String(i + 1) });
    }
  });

  it('escapes a business name and address full of HTML', async () => {
    const name = `Joe's <script>alert("owned")</script> & "Bar"`;
    const address = '<img src=x onerror=alert(1)> 5 Main St';
    const evil = await newBusiness({ name, address });
    const res = await get(`/rate/${evil.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('<img src=x');
    // The only script is the page data, and it cannot be closed from inside.
    expect(tags(res.body, 'script')).toEqual([{ type: 'application/json', id: 'page-data' }]);
    expect(tags(res.body, 'img')).toEqual([]);
    expect(visibleText(res.body)).toContain(name);
    expect(visibleText(res.body)).toContain(address);
    expect(decode(res.body.match(/<title>(.*?)<\/title>/)![1]!)).toBe(`Rate Your Experience – ${name}`);
    const data = res.body.match(/<script type="application\/json" id="page-data">(.*?)<\/script>/)![1]!;
    expect(JSON.parse(data).business).toEqual({ id: evil.id, name, address });
  });

  it.each([
    ['an unknown business', 'AAAAAAAAAAAA'],
    ['a malformed id', encodeURIComponent('bad id!')],
    ['an id with markup', encodeURIComponent('<script>x</script>')],
    ['an id that is too long', 'a'.repeat(33)],
  ])('answers 404 with a friendly page for %s', async (_, id) => {
    const res = await get(`/rate/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Business Not Found');
    expect(res.body).toContain(
      'This review link appears to be invalid or the business is no longer available.',
    );
    expect(res.body).not.toContain('<script>x');
  });
});

describe('GET /feedback/:businessId', () => {
  it('answers 404 with its own sentence for an unknown business', async () => {
    for (const id of ['AAAAAAAAAAAA', encodeURIComponent('no way!')]) {
      const res = await get(`/feedback/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Business Not Found');
      expect(res.body).toContain(
        'This feedback link appears to be invalid or the business is no longer available.',
      );
    }
  });

  it.each([false, true])('shows the form and the Google link (filter %s)', async (filter) => {
    const b = await newBusiness({ reviewFilterEnabled: filter });
    const res = await get(`/feedback/${b.id}`);
    expect(res.statusCode).toBe(200);
    const text = visibleText(res.body);
    expect(text).toContain('Help Us Improve');
    expect(text).toContain(b.name);
    expect(text).toContain('Name (optional)');
    expect(text).toContain('E-mail (optional)');

    const form = formPostingTo(res.body, `/feedback/${b.id}`);
    expect(tags(form, 'textarea')).toEqual([expect.objectContaining({ name: 'feedback', id: 'feedback' })]);
    const inputs = tags(form, 'input');
    expect(inputs).toContainEqual(expect.objectContaining({ name: 'customerName', id: 'customerName' }));
    expect(inputs).toContainEqual(
      expect.objectContaining({ name: 'customerEmail', id: 'customerEmail', type: 'email' }),
    );
    expect(inputs).toContainEqual({ type: 'hidden', name: 'rating', value: '3' });
    expect(inputs.some((i) => i.name === 'scanId')).toBe(false);
    for (const forId of ['feedback', 'customerName', 'customerEmail']) {
      expect(tags(form, 'label').some((l) => l.for === forId)).toBe(true);
    }
    expect(tags(form, 'button')).toEqual([expect.objectContaining({ type: 'submit' })]);
    expect(visibleText(`<body>${form}`)).toContain('Send Feedback');

    const links = [...res.body.matchAll(/<a(\s[^>]*)>([\s\S]*?)<\/a>/g)];
    const google = links.find((m) => visibleText(`<body>${m[2]}`) === 'Leave a Google review');
    expect(google).toBeDefined();
    expect(tags(`<a${google![1]}>`, 'a')[0]?.href).toBe(b.googleReviewUrl);
  });

  it('carries the chosen rating and the visit into hidden fields, and ignores junk in the query', async () => {
    const scanId = randomUUID();
    const carried = tags((await get(`/feedback/${business.id}?rating=2&scan=${scanId}`)).body, 'input');
    expect(carried).toContainEqual({ type: 'hidden', name: 'rating', value: '2' });
    expect(carried).toContainEqual({ type: 'hidden', name: 'scanId', value: scanId });

    const junk = await get(`/feedback/${business.id}?rating=9&scan=%3Cb%3E&rating=x`);
    expect(junk.statusCode).toBe(200);
    const inputs = tags(junk.body, 'input');
    expect(inputs).toContainEqual({ type: 'hidden', name: 'rating', value: '3' });
    expect(inputs.some((i) => i.name === 'scanId')).toBe(false);
  });

  it('escapes the review link', async () => {
    const url = 'https://search.google.com/local/writereview?placeid=x&q="><script>alert(1)</script>';
    const b = await newBusiness({ googleReviewUrl: url });
    const res = await get(`/feedback/${b.id}`);
    expect(res.body).not.toContain('<script>alert');
    expect(tags(res.body, 'a').map((a) => a.href)).toContain(url);
  });
});

describe('POST /rate/:businessId without JavaScript', () => {
  it('sends 5 stars to Google with a 303 and stores the rated scan', async () => {
    const b = await newBusiness();
    const res = await postForm(`/rate/${b.id}`, { rating: '5' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(b.googleReviewUrl);
    const rows = await scansOf(b.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, outcome: 'google', deviceType: 'mobile' });
  });

  it('with the filter on, sends 2 stars to the feedback form with the visit, which keeps the rating', async () => {
    const b = await newBusiness({ reviewFilterEnabled: true });
    const res = await postForm(`/rate/${b.id}`, { rating: '2' });
    expect(res.statusCode).toBe(303);
    const location = res.headers.location as string;
    const match = location.match(/^\/feedback\/([^?]+)\?rating=2&scan=([^&]+)&welcome=1$/);
    expect(match?.[1]).toBe(b.id);
    const scanId = match![2]!;
    expect(scanId).toMatch(UUID);
    expect(await scansOf(b.id)).toEqual([
      expect.objectContaining({ id: scanId, rating: 2, outcome: 'feedback' }),
    ]);

    const page = await get(location);
    expect(page.statusCode).toBe(200);
    expect(tags(page.body, 'input')).toContainEqual({ type: 'hidden', name: 'scanId', value: scanId });

    // A forged rating in the form does not overwrite what the customer chose.
    const sent = await postForm(`/feedback/${b.id}`, {
      rating: '3',
      scanId,
      feedback: 'The fries were cold',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
    });
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`/feedback/${b.id}?sent=1`);
    expect(await feedbackOf(b.id)).toEqual([
      expect.objectContaining({
        scanId,
        rating: 2,
        feedbackText: 'The fries were cold',
        customerName: 'Ann',
        customerEmail: 'ann@example.com',
      }),
    ]);

    const thanks = await get(sent.headers.location as string);
    expect(thanks.statusCode).toBe(200);
    expect(visibleText(thanks.body)).toContain('Thank You!');
    expect(visibleText(thanks.body)).toContain(b.name);
    expect(tags(thanks.body, 'form')).toEqual([]);

    // Sending the same form again (back button, double click) ends on the same thank-you page.
    const again = await postForm(`/feedback/${b.id}`, { rating: '2', scanId, feedback: 'Again' });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`/feedback/${b.id}?sent=1`);
    expect(await feedbackOf(b.id)).toHaveLength(1);
  });

  it.each([
    ['0 stars', { rating: '0' }],
    ['6 stars', { rating: '6' }],
    ['2.5 stars', { rating: '2.5' }],
    ['text', { rating: 'five' }],
    ['no rating', {}],
  ])('answers %s with the page again (400), a message, and nothing stored', async (_, fields) => {
    const before = await rowCounts();
    const res = await postForm(`/rate/${business.id}`, fields);
    expect(res.statusCode).toBe(400);
    expect(visibleText(res.body)).toContain('Please choose from 1 to 5 stars.');
    expect(tags(formPostingTo(res.body, `/rate/${business.id}`), 'button')).toHaveLength(5);
    expect(await rowCounts()).toEqual(before);
  });

  it('answers 404 pages for an unknown business, and stores nothing', async () => {
    const before = await rowCounts();
    const rate = await postForm('/rate/AAAAAAAAAAAA', { rating: '5' });
    expect(rate.statusCode).toBe(404);
    expect(rate.body).toContain('This review link appears to be invalid');
    const fb = await postForm('/feedback/AAAAAAAAAAAA', { feedback: 'Hello' });
    expect(fb.statusCode).toBe(404);
    expect(fb.body).toContain('This feedback link appears to be invalid');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /feedback/:businessId without JavaScript', () => {
  it('sends a form opened directly with rating 3 and lands on the thank-you page', async () => {
    const b = await newBusiness();
    const res = await postForm(`/feedback/${b.id}`, { rating: '3', feedback: '  Too noisy  ' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/feedback/${b.id}?sent=1`);
    expect(await feedbackOf(b.id)).toEqual([
      expect.objectContaining({
        rating: 3,
        feedbackText: 'Too noisy',
        customerName: null,
        customerEmail: null,
      }),
    ]);
  });

  it('re-shows an empty form (400) with the message and every value kept, escaped', async () => {
    const scanId = randomUUID();
    const res = await postForm(`/feedback/${business.id}`, {
      rating: '1',
      scanId,
      feedback: '   ',
      customerName: '<b>Ann</b> "the" critic',
      customerEmail: 'ann@example.com',
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(visibleText(res.body)).toContain('Please provide feedback');
    expect(res.body).not.toContain('<b>Ann</b>');
    const inputs = tags(formPostingTo(res.body, `/feedback/${business.id}`), 'input');
    expect(inputs).toContainEqual(
      expect.objectContaining({ name: 'customerName', value: '<b>Ann</b> "the" critic' }),
    );
    expect(inputs).toContainEqual(
      expect.objectContaining({ name: 'customerEmail', value: 'ann@example.com' }),
    );
    expect(inputs).toContainEqual({ type: 'hidden', name: 'rating', value: '1' });
    expect(inputs).toContainEqual({ type: 'hidden', name: 'scanId', value: scanId });
    expect(await feedbackOf(business.id)).toEqual([]);
  });

  it('keeps the typed feedback, escaped, when the e-mail is wrong', async () => {
    const text = 'Rude staff </textarea><script>alert(1)</script> & "slow"';
    const res = await postForm(`/feedback/${business.id}`, { feedback: text, customerEmail: 'ann@' });
    expect(res.statusCode).toBe(400);
    expect(visibleText(res.body)).toContain('Please enter a valid e-mail address');
    expect(res.body).not.toContain('<script>alert');
    const textarea = res.body.match(/<textarea[^>]*>([\s\S]*?)<\/textarea>/)![1]!;
    expect(decode(textarea)).toBe(text);
    expect(await feedbackOf(business.id)).toEqual([]);
  });

  it('answers a visit of another business with a 400 page, not a 500, and stores nothing', async () => {
    const other = await newBusiness();
    expect((await postForm(`/rate/${other.id}`, { rating: '1' })).statusCode).toBe(303);
    const res = await postForm(`/feedback/${business.id}`, {
      feedback: 'Hi',
      scanId: (await scansOf(other.id))[0]!.id,
    });
    expect(res.statusCode).toBe(400);
    expect(visibleText(res.body)).toContain('This visit was not found. Please scan the QR code again.');
    expect(await feedbackOf(business.id)).toEqual([]);
  });
});
