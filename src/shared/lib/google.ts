// Google Business Profile limits the owner app needs at run time (no zod here).

/** Google's limit on a review reply, in UTF-8 bytes. */
export const REPLY_MAX_BYTES = 4096;

/** After a claim, the earlier registration's QR codes and links keep working this long. */
export const CLAIM_GRACE_DAYS = 30;

/** What the Business Profile connect popup posts to the dashboard. */
export const GOOGLE_CONNECT_SUCCESS = 'GOOGLE_CONNECT_SUCCESS';
export const GOOGLE_CONNECT_ERROR = 'GOOGLE_CONNECT_ERROR';

/** A saved reply with the reviewer's first name in place of {first name}; "there" when anonymous. */
export function fillTemplate(template: string, reviewer: { displayName: string; isAnonymous: boolean }) {
  const first = reviewer.isAnonymous ? '' : (reviewer.displayName.trim().split(/\s+/)[0] ?? '');
  return template.replaceAll('{first name}', first || 'there');
}
