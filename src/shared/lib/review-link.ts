// Where a happy customer is sent (shared/fixtures/google-business-profile §5). Google's review
// form (`search.google.com/local/writereview`) answers a 404 page in Firefox for Android, a bug Mozilla
// closed as wontfix; the documented Maps place URL opens in every browser, one tap from the form.

/** Which link a conversion used, recorded with the visit. */
export const REVIEW_LINKS = ['review_form', 'maps'] as const;
export type ReviewLink = (typeof REVIEW_LINKS)[number];

/** Firefox for Android, whose user agent names both (Fenix, Focus and Klar alike). */
function reviewFormFailsIn(userAgent: string | undefined): boolean {
  return !!userAgent && /Android/.test(userAgent) && /Firefox\//.test(userAgent);
}

/** Google's documented Maps URL for one place: the customer taps Reviews, then Write a review. */
export function mapsPlaceUrl(name: string, placeId: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(name)}&query_place_id=${encodeURIComponent(placeId)}`;
}

/** Which of the two links this browser gets: the review form, or the Maps place where it fails. */
export function reviewLinkKindFor(userAgent: string | undefined): ReviewLink {
  return reviewFormFailsIn(userAgent) ? 'maps' : 'review_form';
}

/** The link for this browser first, the other one as the fallback the page offers. */
export function reviewLinksFor(
  business: { name: string; placeId: string; googleReviewUrl: string },
  userAgent: string | undefined,
): { url: string; kind: ReviewLink; alternateUrl: string } {
  const maps = mapsPlaceUrl(business.name, business.placeId);
  return reviewFormFailsIn(userAgent)
    ? { url: maps, kind: 'maps', alternateUrl: business.googleReviewUrl }
    : { url: business.googleReviewUrl, kind: 'review_form', alternateUrl: maps };
}

export type GoogleLinks = { url: string; kind: ReviewLink; alternateUrl: string };

/**
 * The page's own check of the server's choice, with the browser's real user agent: a review form
 * chosen for what turns out to be Firefox for Android becomes the Maps place, and the form the fallback.
 */
export function confirmedInBrowser(links: GoogleLinks, userAgent: string): GoogleLinks {
  return links.kind === 'review_form' && links.alternateUrl && reviewFormFailsIn(userAgent)
    ? { url: links.alternateUrl, kind: 'maps', alternateUrl: links.url }
    : links;
}
