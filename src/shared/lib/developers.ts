// What integrators get. Zod-free, so the owner app's Developers section can use the values.

/** What a personal access token may do: read everything about its locations, or also change a little. */
export const TOKEN_SCOPES = ['read', 'write'] as const;

/** The events an endpoint can subscribe to. `scan.created` is loud (every page view), so off by default. */
export const WEBHOOK_EVENTS = [
  'feedback.created',
  'rating.created',
  'scan.created',
  'review.created',
  'review.updated',
  'subscription.updated',
  'invitation.sent',
  'invitation.opened',
  'invitation.rated',
  'invitation.unsubscribed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "Send test event" sends; receivers can tell it from a real event by its type. */
export const TEST_EVENT = 'webhook.test';

export const DEFAULT_WEBHOOK_EVENTS: WebhookEvent[] = WEBHOOK_EVENTS.filter((e) => e !== 'scan.created');

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const SIGNATURE_HEADER = 'ReviewTap-Signature';

/** The most tokens and endpoints one owner keeps: plenty for an agency, a bound on a leak. */
export const MAX_TOKENS = 25;
export const MAX_WEBHOOKS = 10;
