// The production shape, tested. deploy/nginx/reviewtap.conf with a throwaway certificate in
// front of two built instances on PostgreSQL and Redis: a session made through one instance works on
// both, every client has its own limits (and cannot forge its address), the customer page arrives over
// HTTP/2 in Chromium, and the security headers are on HTML, JSON and built files alike.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { type Deployment, NGINX, request, startDeployment } from './support/proxy';

let deployment: Deployment;
let businessId = '';
let businessName = '';
let cookie = '';

test.beforeAll(async () => {
  test.setTimeout(240_000);
  expect(existsSync(NGINX), `nginx is needed at ${NGINX} (apt-get install nginx)`).toBe(true);
  deployment = await startDeployment();
  const { origin, ca } = deployment;
  const api = await playwrightRequest.newContext({
    baseURL: origin,
    ignoreHTTPSErrors: true,
    extraHTTPHeaders: { origin },
  });
  const login = await api.post('/api/login/demo', {
    form: { email: `proxy-${Date.now()}@example.com`, firstName: 'Nia', lastName: 'Nginx' },
  });
  expect(login.status()).toBe(200);
  const sessionCookie = (await api.storageState()).cookies.find((c) => c.name === '__Host-sid');
  expect(sessionCookie, 'https deployments use the __Host- session cookie').toBeTruthy();
  expect(sessionCookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
  cookie = `__Host-sid=${sessionCookie!.value}`;
  const [place] = await (await api.get('/api/places/search?query=Golden%20Crust')).json();
  const created = await api.post('/api/businesses', {
    data: { name: place.name, address: place.address, placeId: place.placeId },
  });
  expect(created.status(), await created.text()).toBe(201);
  ({ id: businessId, name: businessName } = await created.json());
  await api.dispose();
  expect(ca).toContain('BEGIN CERTIFICATE');
});

test.afterAll(async () => {
  await deployment?.stop();
});

test('a session made through the proxy works on both instances', async () => {
  const { origin, ca } = deployment;
  for (let i = 0; i < 8; i++) {
    const me = await request(`${origin}/api/auth/user`, { ca, headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body)).toMatchObject({ firstName: 'Nia' });
    // Signed-in JSON is never cached, by the browser or anything between.
    expect(me.headers['cache-control']).toBe('no-store');
  }
  const served = deployment
    .accessLog()
    .filter((line) => line.includes(' 200 GET /api/auth/user '))
    .map((line) => line.split(' ')[1]);
  for (const port of deployment.instancePorts) expect(served).toContain(`127.0.0.1:${port}`);
});

test('each client has its own limits, and a forged address changes nothing', async () => {
  const { origin, ca } = deployment;
  const scan = (from: string, headers: Record<string, string> = {}) =>
    request(`${origin}/api/businesses/${businessId}/scan`, {
      ca,
      from,
      method: 'POST',
      headers: {
        origin,
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
        ...headers,
      },
      body: '{}',
    });
  // 40 visits a minute from one address to one business (the visit budget), counted across both
  // instances in Redis: the 41st is refused.
  const statuses: number[] = [];
  for (let i = 0; i < 41; i++) statuses.push((await scan('127.0.0.2')).status);
  expect(statuses.slice(0, 40).every((s) => s === 201)).toBe(true);
  expect(statuses[40]).toBe(429);
  // The same client claiming another address: nginx replaces the header with the real one.
  expect((await scan('127.0.0.2', { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  // Another customer in the shop is unaffected.
  expect((await scan('127.0.0.3')).status).toBe(201);
});

test('the customer page arrives over HTTP/2 with TLS, in Chromium', async ({ browser }) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  const page = await context.newPage();
  const response = await page.goto(`${deployment.origin}/rate/${businessId}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByText(businessName).first()).toBeVisible();
  const protocol = await page.evaluate(
    () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
  );
  expect(protocol).toBe('h2');
  expect((await response!.securityDetails())?.protocol).toMatch(/TLS 1\.[23]/);
  await context.close();
});

test('security headers are on HTML, JSON and built files (the document ones on documents only); caching as each needs', async () => {
  const { origin, ca } = deployment;
  const html = await request(`${origin}/rate/${businessId}`, { ca, headers: { 'accept-encoding': 'gzip' } });
  const asset = /src="(\/[^"]+\.js)"/.exec(html.body);
  expect(asset, 'the customer page names a built file').toBeTruthy();
  const answers = {
    html,
    json: await request(`${origin}/api/health`, { ca }),
    asset: await request(`${origin}${asset![1]}`, { ca, headers: { 'accept-encoding': 'br, gzip' } }),
  };
  for (const [kind, res] of Object.entries(answers)) {
    expect(res.status, kind).toBe(200);
    expect(res.headers['strict-transport-security'], kind).toMatch(/max-age=\d{7,}/);
    expect(res.headers['x-content-type-options'], kind).toBe('nosniff');
    expect(res.headers.server, kind).toBe('nginx');
  }
  for (const kind of ['html', 'json'] as const) {
    const res = answers[kind];
    expect(res.headers['content-security-policy'], kind).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options'], kind).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy'], kind).toBe('strict-origin-when-cross-origin');
  }
  // A hashed module is not a document: the headers that rule documents would only weigh on it.
  expect(answers.asset.headers['content-security-policy']).toBeUndefined();
  expect(answers.asset.headers['x-frame-options']).toBeUndefined();
  expect(answers.asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  // Built files come precompressed from the app and are not compressed again.
  expect(answers.asset.headers['content-encoding']).toBe('br');
  expect(answers.html.headers['cache-control']).toMatch(/no-cache|no-store/);
});

test('plain HTTP is sent to HTTPS', async () => {
  const res = await fetch(`${deployment.httpOrigin}/rate/${businessId}`, { redirect: 'manual' });
  expect(res.status).toBe(301);
  expect(res.headers.get('location')).toMatch(/^https:\/\/.+\/rate\//);
});

test('the systemd unit is valid', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'reviewtap-unit-'));
  const unit = path.join(dir, 'reviewtap@3001.service');
  copyFileSync('deploy/systemd/reviewtap@.service', unit);
  const verify = spawnSync('systemd-analyze', ['verify', '--man=no', unit], { encoding: 'utf8' });
  expect(verify.error, 'systemd-analyze is needed (Debian package systemd)').toBeUndefined();
  expect(verify.status).toBe(0);
  // Warnings (an unknown key, a misspelt section) are printed, not failed: none may be printed.
  expect(`${verify.stdout}${verify.stderr}`.trim()).toBe('');
});
