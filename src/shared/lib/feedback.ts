// No zod here: the owner app's feedback inbox takes it.

/** The owner's inbox labels for private feedback (1–3 stars). */
export const RATING_LABELS: Record<number, string> = { 1: 'Very Poor', 2: 'Poor', 3: 'Average' };

/** The longest answer by e-mail to a feedback. */
export const ANSWER_MAX = 5000;
