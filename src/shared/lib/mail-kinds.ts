// Every kind of e-mail the outbox sends, listed once: the table, the API's outbox answer, the
// unsubscribe links and the sender all take their lists from here.

export const MAIL_KINDS = [
  'feedback_alert',
  'weekly_summary',
  // A service message (a place claimed by its owner): not a subscription, no unsubscribe link.
  'account_notice',
  // A new 1–3 star Google review; it follows the alerts switch.
  'review_alert',
  'feedback_answer',
  'address_confirmation',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/** The owner's mail that a signed unsubscribe link can switch off, one kind at a time. */
export const SUBSCRIBED_KINDS = [
  'feedback_alert',
  'weekly_summary',
  'review_alert',
] as const satisfies readonly MailKind[];
export type SubscribedKind = (typeof SUBSCRIBED_KINDS)[number];

/** The mail that goes to a customer: it carries the customer's own token, and leaves no team. */
export const CUSTOMER_KINDS = [
  'feedback_answer',
  'address_confirmation',
] as const satisfies readonly MailKind[];
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const isCustomerKind = (kind: string): kind is CustomerKind =>
  (CUSTOMER_KINDS as readonly string[]).includes(kind);
