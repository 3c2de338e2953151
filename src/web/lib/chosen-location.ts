import { LOCATION_COOKIE } from '#shared/lib/home.ts';

/**
 * The location an owner with several chose. The dashboard keeps it in the URL
 * (`?business=ID`), so a link or a reload shows the same location; the device remembers the last
 * choice, so the QR screens and pages reached by links without it follow the same location.
 * See docs/decisions/0019-more-locations.md.
 */
const KEY = 'reviewtap-location';
/** The same choice for the server, which paints the home's QR before any script runs (src/server/domains/home). */
const COOKIE = `${LOCATION_COOKIE}=`;
const YEAR_S = 365 * 24 * 60 * 60;

export function chosenLocation(search: URLSearchParams): string | null {
  const fromUrl = search.get('business');
  if (fromUrl) return fromUrl;
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * Readable by the page that writes it, and worth nothing to anyone else: a location id, which the
 * server paints only for its own owner. Secure wherever the app runs on HTTPS.
 */
function writeLocationCookie(value: string, maxAge: number) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox.
  document.cookie = `${COOKIE}${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${secure}`;
}

export function rememberLocation(businessId: string) {
  writeLocationCookie(businessId, YEAR_S);
  try {
    localStorage.setItem(KEY, businessId);
  } catch {
    // Private mode or full storage: the URL still carries the choice.
  }
}

export function forgetLocation() {
  writeLocationCookie('', 0);
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}
