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
 * A saved reply with the first name in place of {first name}. Without a name the placeholder goes,
 * with the comma or space before it: "We're sorry, {first name}." reads "We're sorry.", never
 * "We're sorry, there."
 */
export function fillSavedReply(template: string, firstName: string | null) {
  if (firstName) return template.replaceAll(FIRST_NAME_TOKEN, firstName);
  const opening = /^[ \t]*\{first name\}[,،]?[ \t]*/u.test(template);
  const filled = template
    // At the start of a line, with the comma after it; elsewhere, with the comma or space before it.
    .replace(/^[ \t]*\{first name\}[,،]?[ \t]*/gmu, '')
    .replace(/[,،]?[ \t]*\{first name\}/gu, '');
  return opening ? filled.charAt(0).toLocaleUpperCase() + filled.slice(1) : filled;
}

/** A saved reply for a Google review: the reviewer's first name when Google shows one. */
export function fillTemplate(template: string, reviewer: { displayName: string; isAnonymous: boolean }) {
  const first = reviewer.isAnonymous ? '' : (reviewer.displayName.trim().split(/\s+/)[0] ?? '');
  return fillSavedReply(template, first || null);
}
