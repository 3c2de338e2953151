// Opens the owner app as an installed app: signs in and visits it once in a normal Chromium profile
// (which installs the service worker and keeps the QR screens' data), then restarts Chromium on the
// same profile in app mode (--app: its own window, no browser interface, as an installed app opens)
// at phone size, and saves screenshots of the dashboard and the full-screen QR in light and dark. Headless Chromium has no install service (the DevTools PWA.install command is
// missing), so app mode stands in for the install button; installability itself is checked by
// tests/e2e/pwa.spec.ts through Page.getInstallabilityErrors.
//   npx tsx scripts/pwa-standalone-shots.ts http://localhost:3161 /tmp/shots-16
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

const origin = process.argv[2] ?? 'http://localhost:3161';
const outDir = process.argv[3] ?? '/tmp/shots-16';
const debugPort = Number(process.env.DEBUG_PORT ?? 3162);
mkdirSync(outDir, { recursive: true });
const profile = mkdtempSync(path.join(tmpdir(), 'reviewtap-install-'));

/** Lets transitions and lazy images finish before a screenshot. */
async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await sleep(800);
}

async function startChromium(extra: string[]): Promise<{ chrome: ChildProcess; browser: Browser }> {
  const chrome = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${debugPort}`, ...extra],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 40; i++) {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`).catch(() => undefined);
    if (browser) return { chrome, browser };
    await sleep(250);
  }
  chrome.kill();
  throw new Error('Chromium did not start');
}

async function stop({ chrome, browser }: { chrome: ChildProcess; browser: Browser }) {
  await browser.close().catch(() => {});
  const exited = new Promise((resolve) => chrome.once('exit', resolve));
  chrome.kill();
  await exited;
}

try {
  // 1. A first visit in the browser: sign in, register, open the dashboard and the QR once.
  const first = await startChromium(['about:blank']);
  const context = first.browser.contexts()[0];
  if (!context) throw new Error('no default context');
  const page = context.pages()[0] ?? (await context.newPage());
  const headers = { origin };
  const login = await page.request.post(`${origin}/api/login/demo`, {
    form: { email: `standalone-${Date.now()}@example.com`, firstName: 'Sam', lastName: 'Standalone' },
    headers,
  });
  if (login.status() !== 200) throw new Error(`login ${login.status()}`);
  // The first demo salon nobody has registered on this server yet.
  const search = await page.request.get(`${origin}/api/places/search?query=salon`);
  const places = (await search.json()) as { placeId: string; name: string; address: string }[];
  let registered = false;
  for (const place of places) {
    const created = await page.request.post(`${origin}/api/businesses`, { data: place, headers });
    registered = created.status() === 201;
    if (registered) break;
  }
  if (!registered)
    throw new Error('every demo salon is taken on this server; start it with a fresh DATA_DIR');
  await page.goto(`${origin}/dashboard`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto(`${origin}/qr/fullscreen`);
  await page
    .getByRole('img', { name: /QR code/ })
    .first()
    .waitFor();
  await sleep(1000); // the kept copy is written at most every 500 ms
  await stop(first);

  // 2. The app window, at phone size.
  const second = await startChromium([`--app=${origin}/dashboard`, '--window-size=390,844']);
  const appContext = second.browser.contexts()[0];
  const app = appContext?.pages().find((p) => p.url().startsWith(origin));
  if (!appContext || !app) throw new Error('no app window');
  const standalone = await app.evaluate(() => matchMedia('(display-mode: standalone)').matches);
  console.log(`app window at ${app.url()}; display-mode standalone: ${standalone}`);
  await app.setViewportSize({ width: 390, height: 844 });
  for (const theme of ['light', 'dark'] as const) {
    await app.evaluate((t) => localStorage.setItem('theme', t), theme);
    await app.goto(`${origin}/dashboard`);
    const show = app.getByRole('link', { name: /Show To Customers/ }).first();
    await show.waitFor();
    await app
      .getByRole('img', { name: /QR code/ })
      .first()
      .waitFor();
    await settle(app);
    await app.screenshot({ path: `${outDir}/standalone-dashboard-${theme}.png` });
    await show.click();
    await app
      .getByRole('img', { name: /QR code/ })
      .first()
      .waitFor();
    await settle(app);
    await app.screenshot({ path: `${outDir}/standalone-qr-${theme}.png` });
    // No signal is not shot here: Playwright over CDP cannot navigate an --app window offline
    // (the navigation never commits). tests/e2e/pwa.spec.ts covers the offline QR screens.
  }
  await stop(second);
  console.log(`screenshots in ${outDir}`);
} finally {
  // Chromium's helper processes may still be writing to the profile for a moment.
  await sleep(500);
  try {
    rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    console.warn(`could not remove ${profile}`);
  }
}
