// Review invitations by e-mail (docs/product-rules.md §21): the numbers and words both sides use.
// No zod here: the owner app takes these without downloading zod.

/** Where an invitation is in its life, as the owner and the API see it. */
export const INVITATION_STATUSES = [
  'scheduled',
  'sent',
  'reminded',
  'opened',
  'rated',
  'unsubscribed',
  'bounced',
  'failed',
] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** Why an invitation was not made. */
export const SKIP_REASONS = [
  'recently_invited',
  'unsubscribed',
  'bounced',
  'daily_limit',
  'duplicate',
  'invalid',
  'paused',
  'bad_name',
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

/**
 * Why a location's invitations are paused: too many of its own bounces, too many complaints about
 * its mail, or too many complaints across all its owner's locations; or the operator paused its
 * sending (invitations and answers) with a reason of their own. The operator lifts a pause.
 */
export const PAUSE_REASONS = ['bounces', 'complaints', 'owner_complaints', 'operator'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];

/** The greeting's name: a person's name, at most this long. */
export const INVITATION_NAME_MAX = 60;

/** One API call makes at most this many. */
export const INVITATIONS_PER_REQUEST = 100;
/** A spreadsheet is checked whole up to this many rows. */
export const INVITATION_CSV_MAX_ROWS = 10_000;
/** The same address is invited by one location at most once in this many days. */
export const REINVITE_AFTER_DAYS = 14;
/** The default cap a location sends a day; the operator can raise it (INVITATIONS_PER_DAY). */
export const DEFAULT_INVITATIONS_PER_DAY = 200;
/** One reminder this many days after the invitation, if the link was never opened; null: none. */
export const DEFAULT_REMINDER_DAYS = 3;
export const REMINDER_DAY_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;
/** An address and a name are erased this long after the last e-mail at the latest. */
export const INVITATION_DETAILS_KEPT_DAYS = 90;
/** A spreadsheet's columns; only `email` is required. */
export const INVITATION_CSV_COLUMNS = ['email', 'name', 'language', 'sendAt'] as const;
