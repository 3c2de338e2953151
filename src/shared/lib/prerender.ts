/**
 * The landing page is prerendered at build time, before anyone knows where it will be served.
 * Its absolute links (canonical, Open Graph, JSON-LD) carry this placeholder, and the server puts
 * PUBLIC_URL in its place once at start-up (src/server/domains/landing/routes.ts).
 */
export const PUBLIC_URL_PLACEHOLDER = '%PUBLIC_URL%';

/** Where the landing page's language offer posts "stay in English"; the server remembers it. */
export const DISMISS_OFFER_PATH = '/language-offer/dismiss';
