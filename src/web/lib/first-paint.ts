/**
 * The server (and, offline, the service worker's kept copy) paints the home's QR into the page before
 * any script runs: `#first-paint`, laid over the app. It goes once the app shows the same QR, or
 * anything else.
 */
import { FIRST_PAINT_ID } from '#shared/lib/home.ts';

export function removeFirstPaint() {
  if (typeof document !== 'undefined') document.getElementById(FIRST_PAINT_ID)?.remove();
}
