import { readFile } from 'node:fs/promises';
import { type Browser, type BrowserContextOptions, expect, type Page, test } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { signInWithDemo, uniqueEmail } from './support/auth';
import { expectNoSeriousA11yViolations } from './support/axe';

// Demo places no other journey registers (Sydney and Portland).
const place = (placeId: string, name: string, address: string) => ({ placeId, name, address });
const SURRY = place(
  'demo_surry-hills-espresso',
  'Surry Hills Espresso Bar',
  '415 Crown St, Surry Hills NSW 2010, Australia',
);
const DENTAL = place(
  'demo_harbour-bridge-dental',
  'Harbour Bridge Dental',
  '88 George St, The Rocks NSW 2000, Australia',
);
const GLEBE = place(
  'demo_glebe-florist',
  'Glebe Point Florist',
  '57 Glebe Point Rd, Glebe NSW 2037, Australia',
);
const WILLAMETTE = place(
  'demo_willamette-vet',
  'Willamette Veterinary Clinic',
  '1730 SE Division St, Portland, OR 97202, USA',
);
const PEARL = place(
  'demo_pearl-hair-studio',
  'Pearl Hair Studio',
  '1120 NW Couch St, Portland, OR 97209, USA',
);
const STUMPTOWN = place(
  'demo_stumptown-pet-supply',
  'Stumptown Pet Supply',
  '2400 NE Alberta St, Portland, OR 97211, USA',
);
type Place = typeof SURRY;

async function newPage(browser: Browser, options: BrowserContextOptions & { theme?: 'light' | 'dark' } = {}) {
  const { theme, ...contextOptions } = options;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...contextOptions });
  if (theme) await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  return context.newPage();
}

async function ownerWithBusiness(page: Page, p: Place) {
  await page.goto('/');
  await signInWithDemo(page, { firstName: 'Quinn', lastName: 'Owner', email: uniqueEmail('qr-owner') });
  const origin = new URL(page.url()).origin;
  const created = await page.request.post('/api/businesses', { data: p, headers: { origin } });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: string; name: string; googleReviewUrl: string };
}

const ownLink = (origin: string, id: string) =>
  new RegExp(`^${origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/rate/${id}\\?s=[A-Za-z0-9_-]{7}$`);

function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

/** A real PNG file: a red and blue picture, wider than it is tall. */
function pictureFile(width: number, height: number) {
  const png = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) {
    const left = i % width < width / 2;
    png.data.set(left ? [220, 38, 38, 255] : [37, 99, 235, 255], i * 4);
  }
  return { name: 'logo.png', mimeType: 'image/png', buffer: PNG.sync.write(png) };
}

const toast = (page: Page) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasNotText: /^Loading/ });
const background = (page: Page) =>
  page.locator('main').evaluate((el) => getComputedStyle(el).backgroundColor);
const artwork = (page: Page) => page.getByRole('img', { name: 'Your template artwork' });

test('the editor checks uploads, saves a real PNG, and the full-screen viewer shows the new template', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser);
  const business = await ownerWithBusiness(page, SURRY);
  await page.goto('/dashboard?section=customize');
  await expect(page.getByRole('heading', { name: 'Your customer’s path' })).toBeVisible();
  const fileInput = page.locator('input[type="file"]');

  // Each upload rule, with its message.
  const big = Buffer.alloc(2 * 1024 * 1024 + 1);
  pictureFile(2, 2).buffer.copy(big);
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: big });
  await expect(toast(page)).toContainText('Upload failed');
  await expect(toast(page)).toContainText('Image must be smaller than 2MB');
  await fileInput.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(toast(page)).toContainText('Only JPEG, PNG, WEBP files are allowed');
  await fileInput.setInputFiles({
    name: 'fake.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not a picture'),
  });
  await expect(toast(page)).toContainText('Invalid image file');
  await expect(artwork(page)).toHaveCount(0);

  // A real 600×400 PNG is resized on the device to fit 300×300, and stays a PNG.
  await fileInput.setInputFiles(pictureFile(600, 400));
  await expect(toast(page)).toContainText('Image uploaded successfully');
  await expect(artwork(page)).toBeVisible();
  const uploaded = await artwork(page).evaluate((img: HTMLImageElement) => ({
    src: img.src,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(uploaded.src).toMatch(/^data:image\/png;base64,/);
  expect([uploaded.width, uploaded.height]).toEqual([300, 200]);

  await page.locator('label').filter({ hasText: 'Quick White' }).click();
  await page.getByLabel('Display name').fill('  Surry Hills Coffee  ');
  await page.getByRole('radio', { name: 'Rate your experience on Google!' }).check();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/qr-customization') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Save Template' }).click();
  expect((await saved).status()).toBe(200);
  await expect(toast(page)).toContainText('Template Saved');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  const stored = await (await page.request.get(`/api/businesses/${business.id}/qr-customization`)).json();
  expect(stored).toMatchObject({
    qrLayoutTemplate: 'quickWhite',
    businessDisplayName: 'Surry Hills Coffee',
    customReviewText: 'Rate your experience on Google!',
  });
  expect(stored.customImage).toBe(uploaded.src);

  // A reload shows the saved draft.
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue('Surry Hills Coffee');
  await expect(page.getByRole('radio', { name: 'Rate your experience on Google!' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Quick White' })).toBeChecked();

  await page.goto('/qr/fullscreen');
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'quickWhite');
  expect(await background(page)).toBe('rgb(255, 255, 255)');
  await expect(page.getByText('Surry Hills Coffee', { exact: true })).toBeVisible();
  await expect(page.getByText('Rate your experience on Google!')).toBeVisible();
  await expect(page.locator('main img')).toHaveAttribute('src', uploaded.src);
  const qr = page.locator('main svg[role="img"]');
  await expect(qr).toHaveAttribute('width', '280');
  // The image sits above the code, never over it.
  const [imageBox, qrBox] = [await page.locator('main img').boundingBox(), await qr.boundingBox()];
  expect(imageBox && qrBox && imageBox.y + imageBox.height <= qrBox.y).toBe(true);
  // The signed-in owner's own link: the rating page with their staff reference.
  expect(decodeQr(await page.screenshot())).toMatch(ownLink(baseURL!, business.id));

  // Reset puts every default back (after a save).
  await page.goto('/dashboard?section=customize');
  await page.getByRole('button', { name: 'Reset to defaults' }).click();
  await expect(page.getByLabel('Display name')).toHaveValue('');
  await expect(
    page.getByRole('radio', { name: /Scan the QR Code below to leave us a review!/ }),
  ).toBeChecked();
  await expect(artwork(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page)).toContainText('Template Saved');
  const reset = await (await page.request.get(`/api/businesses/${business.id}/qr-customization`)).json();
  expect(reset).toEqual({
    qrLayoutTemplate: 'quickBlack',
    businessDisplayName: null,
    customReviewText: null,
    customImage: null,
    googleTemplate: null,
  });
  await page.context().close();
});

test('a photo from the camera becomes the template image, and the camera is released', async ({
  browser,
}) => {
  const page = await newPage(browser, { permissions: ['camera'] });
  // Keeps every stream the page opens, to check that each one is stopped.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    Object.assign(window, { __streams: streams });
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (c) => {
      const s = await original(c);
      streams.push(s);
      return s;
    };
  });
  await ownerWithBusiness(page, DENTAL);
  await page.goto('/dashboard?section=customize');

  await page.getByRole('button', { name: 'Take Photo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a photo' });
  await expect(dialog).toBeVisible();
  const video = dialog.locator('video');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await expect(video).toHaveAttribute('aria-label', /front camera/);

  await dialog.getByRole('button', { name: 'Flip camera' }).click();
  await expect(video).toHaveAttribute('aria-label', /back camera/);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);

  await dialog.getByRole('button', { name: 'Capture' }).click();
  await expect(toast(page)).toContainText('Photo captured successfully');
  await expect(dialog.getByRole('img', { name: 'What the camera captured' })).toBeVisible();
  const live = await page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) =>
        s.getTracks().filter((t) => t.readyState === 'live'),
      ).length,
  );
  expect(live).toBe(0);

  await dialog.getByRole('button', { name: 'Use Photo' }).click();
  await expect(dialog).toBeHidden();
  const photo = await artwork(page).evaluate((img: HTMLImageElement) => ({
    src: img.src,
    width: img.naturalWidth,
    height: img.naturalHeight,
  }));
  expect(photo.src).toMatch(/^data:image\/jpeg;base64,/);
  expect(Math.max(photo.width, photo.height)).toBe(300);

  // A refused save shows the server's own message.
  await page.route('**/qr-customization', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"message":"Invalid image file"}',
        })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page)).toContainText('Save Failed');
  await expect(toast(page)).toContainText('Invalid image file');
  await page.unrouteAll();
  await page.getByRole('button', { name: 'Save Template' }).click();
  await expect(toast(page)).toContainText('Template Saved');

  // Cancelling also stops the camera.
  await page.getByRole('button', { name: 'Take Photo' }).click();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  const stillLive = await page.evaluate(
    () =>
      (window as unknown as { __streams: MediaStream[] }).__streams.flatMap((s) =>
        s.getTracks().filter((t) => t.readyState === 'live'),
      ).length,
  );
  expect(stillLive).toBe(0);
  await page.context().close();
});

test('camera problems are explained: access denied, and no camera at all', async ({ browser }) => {
  const page = await newPage(browser);
  await ownerWithBusiness(page, GLEBE);
  const storage = await page.context().storageState();
  await page.context().close();

  const denied = await newPage(browser, { storageState: storage });
  await denied.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
  });
  await denied.goto('/dashboard?section=customize');
  await denied.getByRole('button', { name: 'Take Photo' }).click();
  await expect(toast(denied)).toContainText('Camera access denied');
  await expect(denied.getByRole('dialog')).toHaveCount(0);
  await denied.context().close();

  const none = await newPage(browser, { storageState: storage });
  await none.addInitScript(() => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
  });
  await none.goto('/dashboard?section=customize');
  await none.getByRole('button', { name: 'Take Photo' }).click();
  await expect(toast(none)).toContainText('Camera not supported');
  await expect(toast(none)).toContainText('Please use file upload instead.');
  await none.context().close();
});

test('every QR page decodes to the right link, on the right background, and Escape goes back', async ({
  browser,
  baseURL,
}) => {
  const page = await newPage(browser, { viewport: { width: 390, height: 844 } });
  // A stand-in Screen Wake Lock that counts requests, and a page visibility the test controls.
  await page.addInitScript(() => {
    const w = window as unknown as { __locks: { released: boolean }[]; __hidden: boolean };
    w.__locks = [];
    w.__hidden = false;
    Object.defineProperty(document, 'visibilityState', { get: () => (w.__hidden ? 'hidden' : 'visible') });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          const lock = {
            released: false,
            release: async () => {
              lock.released = true;
            },
          };
          w.__locks.push(lock);
          return lock;
        },
      },
    });
  });
  const business = await ownerWithBusiness(page, WILLAMETTE);

  // The default template is Quick Black: a white card on black, the code dark on light.
  await page.goto('/qr/fullscreen');
  await expect(page.locator('main')).toHaveAttribute('data-layout', 'quickBlack');
  expect(await background(page)).toBe('rgb(0, 0, 0)');
  await expect(page.getByText(WILLAMETTE.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Scan the QR Code below to leave us a review!')).toBeVisible();
  // The signed-in owner's own link: the rating page with their staff reference.
  expect(decodeQr(await page.screenshot())).toMatch(ownLink(baseURL!, business.id));

  // The screen stays awake, and the lock is taken again when the page comes back into view.
  const locks = () =>
    page.evaluate(() =>
      (window as unknown as { __locks: { released: boolean }[] }).__locks.map((l) => l.released),
    );
  await expect.poll(locks).toEqual([false]);
  await page.evaluate(() => {
    const w = window as unknown as { __locks: { released: boolean }[]; __hidden: boolean };
    w.__hidden = true;
    for (const l of w.__locks) l.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    w.__hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(locks).toEqual([true, false]);
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
  // Leaving the page lets the screen sleep again.
  await expect.poll(locks).toEqual([true, true]);

  await page.goto('/qr/fullscreen');
  await page.getByRole('button', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  for (const [tone, colour] of [
    ['light', 'rgb(255, 255, 255)'],
    ['dark', 'rgb(0, 0, 0)'],
  ] as const) {
    await page.goto(`/qr/mobile/${tone}`);
    await expect(page.getByText('Scan to leave a review on Google')).toBeVisible();
    expect(await background(page)).toBe(colour);
    const qr = page.locator('main svg[role="img"]');
    await expect(qr).toHaveAttribute('width', '320');
    expect(decodeQr(await page.screenshot())).toBe(business.googleReviewUrl);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/dashboard$/);
  }
  await page.context().close();

  // Signed out: nothing to show, so home.
  const visitor = await newPage(browser);
  for (const path of ['/qr/mobile/light', '/qr/mobile/dark', '/qr/fullscreen']) {
    await visitor.goto(path);
    await expect(visitor).toHaveURL(/\/$/);
  }
  // Signed in without a business: 'Business not found' with a way back.
  await signInWithDemo(visitor, { firstName: 'Nick', lastName: 'Nobiz', email: uniqueEmail('qr-nobiz') });
  await visitor.goto('/qr/fullscreen');
  await expect(visitor.getByRole('heading', { name: 'Business not found' })).toBeVisible();
  await visitor.getByRole('button', { name: 'Return to Dashboard' }).click();
  await expect(visitor).toHaveURL(/\/(dashboard|setup)$/);
  await visitor.goto('/qr-customization');
  await expect(visitor).toHaveURL(/\/setup$/);
  await visitor.context().close();
});

test('the template downloads as a print-size PNG that scans, and as an SVG', async ({ browser, baseURL }) => {
  const page = await newPage(browser);
  const business = await ownerWithBusiness(page, PEARL);
  // The downloads are with the template, in the customer's path.
  await page.goto('/dashboard?section=customize');

  const pngDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download shop PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe('pearl-hair-studio-qr-template.png');
  const pngBytes = await readFile((await png.path())!);
  const image = PNG.sync.read(pngBytes);
  expect(image.width).toBeGreaterThanOrEqual(1200);
  expect(decodeQr(pngBytes)).toBe(`${baseURL}/rate/${business.id}`);

  const svgDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download shop SVG' }).click();
  const svg = await readFile((await (await svgDownload).path())!, 'utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(svg).toContain(PEARL.name);
  expect(svg).toContain('Scan the QR Code below to leave us a');
  expect(svg).not.toContain('data-qr-value');
  await page.context().close();
});

test('the quick template page saves a layout and name; the demo display shares, brightens and links', async ({
  browser,
}) => {
  const page = await newPage(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
  const business = await ownerWithBusiness(page, STUMPTOWN);

  await page.goto('/qr-customization');
  await page.locator('label').filter({ hasText: 'Quick White' }).click();
  await page.getByLabel('Display name').fill('   ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Template saved');
  await expect(toast(page)).toContainText('Your QR template has been updated.');
  const stored = await (await page.request.get(`/api/businesses/${business.id}/qr-customization`)).json();
  expect(stored).toMatchObject({ qrLayoutTemplate: 'quickWhite', businessDisplayName: null });

  await page.route('**/qr-customization', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
      : route.continue(),
  );
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page)).toContainText('Save failed');
  await expect(toast(page)).toContainText('Failed to save your template. Please try again.');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/mobile/demo');
  const display = page.getByTestId('demo-display');
  await expect(display.getByRole('heading', { name: 'Sunny Side Café' })).toBeVisible();
  const brighter = page.getByRole('button', { name: /Brightness/ });
  await expect(brighter).toHaveText(/70%/);
  await expect(display).toHaveCSS('filter', 'brightness(0.7)');
  for (const step of [80, 90, 100]) {
    await brighter.click();
    await expect(brighter).toHaveText(new RegExp(`${step}%`));
  }
  await expect(display).toHaveCSS('filter', 'brightness(1)');
  await expect(brighter).toBeDisabled();

  const open = page.getByRole('link', { name: 'Open Link' });
  await expect(open).toHaveAttribute('target', '_blank');
  const reviewUrl = await open.getAttribute('href');
  expect(reviewUrl).toMatch(/^https:\/\/search\.google\.com\/local\/writereview\?placeid=/);

  // Headless Chromium has no share sheet: the link is copied instead.
  await page.evaluate(() =>
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
  );
  await page.getByRole('button', { name: 'Share review link' }).click();
  await expect(toast(page)).toContainText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reviewUrl);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('the QR pages have no serious accessibility violations in either theme', async ({ browser }) => {
  // Ten pages, each with a full axe run: about 30 s alone, more beside another worker.
  test.setTimeout(150_000);
  const setup = await newPage(browser);
  await ownerWithBusiness(
    setup,
    place('demo_cascade-brewing-taproom', 'Cascade Taproom', '939 SE Belmont St, Portland, OR 97214, USA'),
  );
  const storageState = await setup.context().storageState();
  await setup.context().close();

  for (const theme of ['light', 'dark'] as const) {
    const page = await newPage(browser, { storageState, theme, viewport: { width: 390, height: 844 } });
    for (const path of [
      '/qr/fullscreen',
      '/qr/mobile/light',
      '/qr/mobile/dark',
      '/mobile',
      '/qr-customization',
    ]) {
      await page.goto(path);
      await expect(page.locator('svg[role="img"]').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, `${path} (${theme})`);
    }
    await page.context().close();
  }
});
