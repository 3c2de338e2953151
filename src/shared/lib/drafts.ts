// Drafted replies: the values both sides use.

export const DRAFT_TONES = ['warm', 'brief', 'formal'] as const;
export type DraftTone = (typeof DRAFT_TONES)[number];
/** The longest sign-off a location's drafts end with. */
export const SIGN_OFF_MAX = 80;
