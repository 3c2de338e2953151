/**
 * The home's QR, drawn by the server into the first paint before any script runs and then by the
 * app at the same size and place (src/server/home, src/web/app/dashboard/dashboard-overview.tsx).
 */
export const HOME_QR_SIZE = 208;
/** The element the server paints over the app; the app removes it once it shows the same QR. */
export const FIRST_PAINT_ID = 'first-paint';
/**
 * Marks a `/dashboard` answer that carries a signed-in person's painted home: the service worker
 * keeps only such answers for offline, and forgets its copy when an answer comes without it.
 */
export const HOME_PAINTED_HEADER = 'x-reviewtap-home';
/** The service worker's cache of the painted home; the app empties it on sign-out. */
export const HOME_CACHE = 'home';
/**
 * The location an owner of several last chose on this device, for the server's painted home. An id,
 * nothing else; the server paints it only when it is the caller's own.
 */
export const LOCATION_COOKIE = 'reviewtap_location';
