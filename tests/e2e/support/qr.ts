import { expect, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** What a phone's camera would read off a screenshot: the QR code's text, or null. */
export function decodeQr(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const pixels = new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length);
  return jsQR(pixels, image.width, image.height)?.data ?? null;
}

/**
 * Waits until the service worker is active and controls the page, as after a first visit. Installing
 * precaches ~160 files: about 4.5 s on a quiet machine of this kind, more while other journeys load it.
 */
export async function serviceWorkerInControl(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), {
      timeout: 30_000,
    })
    .toBe('activated');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}
