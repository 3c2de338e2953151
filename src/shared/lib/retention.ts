// How long a customer's name and e-mail stay on feedback (docs/product-rules.md §9). No zod here:
// the owner app takes these constants without downloading zod (docs/decisions/0035-answers-checked-on-the-server.md).

export const FEEDBACK_RETENTIONS = ['90d', '1y', 'never'] as const;
export type FeedbackRetention = (typeof FEEDBACK_RETENTIONS)[number];

/** Days each period lasts; `never` has none. */
export const RETENTION_DAYS: Record<Exclude<FeedbackRetention, 'never'>, number> = { '90d': 90, '1y': 365 };
