/**
 * What "needs an answer" looks back over: older history does not nag. A Google review counts when it
 * came after the Business Profile was connected and within these days; a private feedback within them.
 */
export const WAITING_DAYS = 30;

/** Since when a Google review or feedback still needs an answer. */
export const waitingSince = (now: Date) => new Date(now.getTime() - WAITING_DAYS * 24 * 60 * 60 * 1000);
