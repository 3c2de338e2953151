// Google Business Profile limits the owner app needs at run time (no zod here).

/** Google's limit on a review reply, in UTF-8 bytes. */
export const REPLY_MAX_BYTES = 4096;

/** After a claim, the earlier registration's QR codes and links keep working this long. */
export const CLAIM_GRACE_DAYS = 30;

/** What the Business Profile connect popup posts to the dashboard. */
export const GOOGLE_CONNECT_SUCCESS = 'GOOGLE_CONNECT_SUCCESS';
export const GOOGLE_CONNECT_ERROR = 'GOOGLE_CONNECT_ERROR';

/** How a saved reply names the reviewer's first name; the owner writes it in their language. */
export const FIRST_NAME_TOKEN = '{first name}';

/**
 * A saved reply with the reviewer's first name in place of {first name}, or `anonymous` (the
 * owner's language's "there") when Google gives no name.
 */
export function fillTemplate(
  template: string,
  reviewer: { displayName: string; isAnonymous: boolean },
  anonymous = 'there',
) {
  const first = reviewer.isAnonymous ? '' : (reviewer.displayName.trim().split(/\s+/)[0] ?? '');
  return template.replaceAll(FIRST_NAME_TOKEN, first || anonymous);
}
