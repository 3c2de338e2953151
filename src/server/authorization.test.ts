import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueTestEvent } from '#server/domains/developers/outbox.ts';
import { createToken } from '#server/domains/developers/tokens.ts';
import { createWebhook } from '#server/domains/developers/webhooks.ts';
import { submitFeedback } from '#server/domains/feedback/service.ts';
import type { Db } from './db/client';
import { type BusinessRow, feedback, invitations, mailOutbox, subscriptions } from './db/schema';
import { invitationKeys, signInvitationToken } from './domains/invitations/keys';
import { signUnsubscribeToken } from './domains/notifications/unsubscribe-token';
import { generateTeamCode } from './domains/teams/team-code';
import { addMember, createBusinessFor } from './test/fixtures';
import { createTestApp, createUser, sameOrigin, type TestApp, testConfig } from './test/test-app';
import { googleTokenKey } from './wiring';

/**
 * Who may call what: every endpoint the server declares, called by each kind of caller.
 *
 * Adding an endpoint means adding one row below: method, URL (`:id` and `:businessId` are
 * business A, `:userId` is A's member; a query string may follow), the statuses for
 *   [visitor, stranger, member of A, owner of A, owner of B],
 * and, where needed, a valid body (so the status reflects access, not validation) and `fresh`
 * for calls that change what later calls would see (each caller then gets a world of its own).
 * The test fails while any declared endpoint has no row.
 */
type Statuses = [visitor: number, stranger: number, member: number, owner: number, otherOwner: number];
type World = {
  a: BusinessRow;
  /** The owner of A's second location, registered after A. */
  a2: BusinessRow;
  /** Business B, owned by the last caller. */
  b: BusinessRow;
  memberId: string;
  feedbackId: string;
  cookies: (string | undefined)[];
  emails: (string | undefined)[];
  mailId: string;
  token: string;
  /** A's owner's token, webhook and one of its deliveries; bearer tokens for A only. */
  tokenId: string;
  webhookId: string;
  deliveryId: string;
  readA: string;
  writeA: string;
  /** One of A's invitations, sent (kept in the demo outbox), and its signed unsubscribe token. */
  invitationId: string;
  invitationToken: string;
  confirmToken: string;
};
type Row = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  expected: Statuses;
  body?: (w: World, caller: number) => unknown;
  fresh?: true;
};

const CALLERS = ['visitor', 'stranger', 'member', 'owner', 'otherOwner'] as const;

// biome-ignore format: one endpoint per line reads as a table.
const ROWS: Row[] = [
  // Platform and sign-in
  { method: 'GET', url: '/api/health', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/meta', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/ready', expected: [200, 200, 200, 200, 200] },
  // The published contract: public, like the code it describes.
  { method: 'GET', url: '/api/openapi.json', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/docs', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/docs/json', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/docs/yaml', expected: [200, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/docs/static/index.html', expected: [302, 302, 302, 302, 302] },
  { method: 'GET', url: '/api/docs/static/swagger-initializer.js', expected: [200, 200, 200, 200, 200] },
  // Swagger UI's files; the literal '*' names none.
  { method: 'GET', url: '/api/docs/static/*', expected: [404, 404, 404, 404, 404] },
  // Off in this world (no METRICS_TOKEN); with one, only its bearer (metrics.test.ts).
  { method: 'GET', url: '/metrics', expected: [404, 404, 404, 404, 404] },
  { method: 'GET', url: '/api/login', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/api/login/demo', expected: [200, 200, 200, 200, 200], fresh: true, body: () => ({ email: 'demo-auth@example.com', firstName: 'Demo', lastName: 'Auth' }) },
  { method: 'GET', url: '/api/auth/callback', expected: [400, 400, 400, 400, 400] },
  { method: 'GET', url: '/api/auth/user', expected: [401, 200, 200, 200, 200] },
  { method: 'PATCH', url: '/api/auth/user', expected: [401, 200, 200, 200, 200], body: () => ({ locale: 'de' }) },
  { method: 'POST', url: '/api/logout', expected: [204, 204, 204, 204, 204], fresh: true },
  { method: 'GET', url: '/api/logout', expected: [302, 302, 302, 302, 302], fresh: true },
  { method: 'GET', url: '/api/places/search?query=sunrise', expected: [401, 200, 200, 200, 200] },

  // Businesses
  { method: 'POST', url: '/api/businesses', expected: [401, 201, 409, 409, 409], fresh: true, body: () => ({ name: 'Bluebonnet Florist', address: '4001 N Lamar Blvd', placeId: 'demo_bluebonnet-florist' }) },
  { method: 'GET', url: '/api/businesses/my-business', expected: [401, 404, 404, 200, 200] },
  { method: 'GET', url: '/api/businesses/mine', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/businesses/mine/overview', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/teams/my-memberships', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/businesses/:id', expected: [200, 200, 200, 200, 200] },
  { method: 'PATCH', url: '/api/businesses/:id/review-filter', expected: [401, 403, 403, 200, 403], body: () => ({ reviewFilterEnabled: true }) },
  { method: 'PATCH', url: '/api/businesses/:id/customer-language', expected: [401, 403, 403, 200, 403], body: () => ({ customerLanguage: 'de' }) },
  { method: 'PATCH', url: '/api/businesses/:id', expected: [401, 403, 403, 200, 403], body: () => ({ timeZone: 'Europe/Berlin' }) },

  // QR codes
  { method: 'GET', url: '/api/businesses/:id/qr-customization', expected: [401, 403, 200, 200, 403] },
  { method: 'POST', url: '/api/businesses/:id/qr-customization', expected: [401, 403, 403, 200, 403], body: () => ({ qrLayoutTemplate: 'quickWhite' }) },

  // Customers (public by design: a printed QR code works for anyone)
  { method: 'POST', url: '/api/businesses/:id/scan', expected: [201, 201, 201, 201, 201] },
  { method: 'POST', url: '/api/businesses/:id/ratings', expected: [200, 200, 200, 200, 200], body: () => ({ rating: 5 }) },
  { method: 'POST', url: '/api/businesses/:id/feedback', expected: [201, 201, 201, 201, 201], body: () => ({ feedback: 'The wait was long.', rating: 2 }) },
  { method: 'GET', url: '/rate/:businessId', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/rate/:businessId', expected: [303, 303, 303, 303, 303], body: () => ({ rating: '5' }) },
  { method: 'GET', url: '/feedback/:businessId', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/feedback/:businessId', expected: [303, 303, 303, 303, 303], body: () => ({ feedback: 'Cold coffee.', rating: '2' }) },

  // Analytics
  { method: 'GET', url: '/api/businesses/:id/analytics', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/today', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/feedback', expected: [401, 403, 200, 200, 403] },

  // Team attribution
  { method: 'GET', url: '/api/businesses/:id/staff-link', expected: [401, 403, 200, 200, 403] },
  { method: 'PATCH', url: '/api/businesses/:id/team-board', expected: [401, 403, 403, 200, 403], body: () => ({ teamBoardVisible: true }) },
  // Short links: a member's own credited link; /r/{code} is a customer page (a made-up code answers the not-found page).
  { method: 'POST', url: '/api/businesses/:id/short-links', expected: [401, 403, 201, 201, 403], body: () => ({ channel: 'sms' }) },
  { method: 'GET', url: '/r/:code', expected: [404, 404, 404, 404, 404] },

  // Teams
  { method: 'GET', url: '/api/businesses/:id/team-members', expected: [401, 403, 403, 200, 403] },
  { method: 'POST', url: '/api/businesses/:id/generate-code', expected: [401, 403, 403, 200, 403], fresh: true },
  { method: 'DELETE', url: '/api/businesses/:id/team-members/:userId', expected: [401, 403, 204, 204, 403], fresh: true },
  { method: 'POST', url: '/api/teams/join', expected: [401, 200, 409, 409, 409], fresh: true, body: (w) => ({ businessCode: w.a.businessCode }) },

  // Billing (the business is named in the query or body, spec §7; the test runs on demo billing)
  { method: 'GET', url: '/api/subscription/status?businessId=:id', expected: [401, 403, 200, 200, 403] },
  { method: 'POST', url: '/api/subscription/create', expected: [401, 403, 403, 200, 403], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/cancel', expected: [401, 403, 403, 409, 403], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/resume', expected: [401, 403, 403, 409, 403], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/seats', expected: [401, 403, 403, 204, 403], body: (w) => ({ businessId: w.a.id, extraSeats: 0 }) },
  { method: 'POST', url: '/api/subscription/portal', expected: [401, 403, 403, 409, 403], body: (w) => ({ businessId: w.a.id }) },
  { method: 'GET', url: '/api/billing/demo-checkout?token=not-a-token', expected: [401, 400, 400, 400, 400] },
  { method: 'POST', url: '/api/billing/demo-checkout', expected: [401, 400, 400, 400, 400], body: () => ({ token: 'not-a-token' }) },
  { method: 'POST', url: '/api/billing/stripe-webhook', expected: [404, 404, 404, 404, 404] },
  // Mail relays' events: signed by the relay, never by a session; closed where no relay is configured.
  { method: 'POST', url: '/api/mail-events/:provider', expected: [404, 404, 404, 404, 404] },
  // The operator's console: nobody here is an operator (OPERATOR_EMAILS unset); operators and stale
  // sign-ins are operator/operator-access.test.ts's. Tokens never reach it.
  { method: 'GET', url: '/api/operator/me', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/operator/overview', expected: [401, 403, 403, 403, 403] },
  { method: 'GET', url: '/api/operator/businesses', expected: [401, 403, 403, 403, 403] },
  { method: 'GET', url: '/api/operator/businesses/:id', expected: [401, 403, 403, 403, 403] },
  { method: 'POST', url: '/api/operator/businesses/:id/pause-sending', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'Bounces from a bought list' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/resume-sending', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'The list was cleaned' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/suspend', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'Spam through answers' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/restore', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'Owner explained' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/trial', expected: [401, 403, 403, 403, 403], body: () => ({ days: 7, reason: 'Asked for more time' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/invitation-limit', expected: [401, 403, 403, 403, 403], body: () => ({ perDay: 200, reason: 'A busy shop' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/end-warm-up', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'Known sender' }) },
  { method: 'POST', url: '/api/operator/suppressions/lift-bounce', expected: [401, 403, 403, 403, 403], body: () => ({ email: 'someone@example.com', reason: 'Mailbox exists again' }) },
  { method: 'POST', url: '/api/operator/businesses/:id/delete', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'The owner asked in writing', confirmName: 'Not its name' }) },
  { method: 'POST', url: '/api/operator/queues/mail/retry', expected: [401, 403, 403, 403, 403], body: () => ({ reason: 'The mail server is fixed' }) },
  { method: 'GET', url: '/api/operator/suppressions?email=someone@example.com', expected: [401, 403, 403, 403, 403] },
  { method: 'GET', url: '/api/operator/log', expected: [401, 403, 403, 403, 403] },
  { method: 'GET', url: '/api/businesses/:id/notices', expected: [401, 403, 200, 200, 403] },
  // Notifications (each user's own settings and mail; `:mailId` is a mail to A's owner)
  { method: 'GET', url: '/api/notifications/settings', expected: [401, 200, 200, 200, 200] },
  { method: 'PATCH', url: '/api/notifications/settings', expected: [401, 200, 200, 200, 200], body: () => ({ weeklySummary: true }) },
  { method: 'POST', url: '/api/notifications/time-zone', expected: [401, 200, 200, 200, 200], body: () => ({ timeZone: 'Europe/Berlin' }) },
  { method: 'POST', url: '/api/businesses/:id/weekly-summary', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/notifications/outbox', expected: [401, 200, 200, 200, 200] },
  { method: 'GET', url: '/api/notifications/outbox/:mailId', expected: [401, 404, 404, 200, 404] },
  // Signed out by design: the signed token in the link is the credential (A's owner's weekly summary).
  { method: 'GET', url: '/unsubscribe?token=:token', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/unsubscribe?token=:token', expected: [200, 200, 200, 200, 200], fresh: true },
  // Review invitations: members send from the phone (and tokens with write); the spreadsheet, the
  // reminder setting and the demo outbox are the owner's. `:invitationId` is one of A's, kept in the
  // demo outbox; the customer's calls are public, the unsubscribe authenticated by its signed token.
  { method: 'POST', url: '/api/businesses/:id/invitations', expected: [401, 403, 201, 201, 403], body: () => ({ invitations: [{ email: 'row@example.com' }], confirmed: true }) },
  { method: 'GET', url: '/api/businesses/:id/invitations', expected: [401, 403, 200, 200, 403] },
  { method: 'POST', url: '/api/businesses/:id/invitations/spreadsheet/check', expected: [401, 403, 403, 200, 403], body: () => ({ csv: 'email\nsheet@example.com' }) },
  { method: 'POST', url: '/api/businesses/:id/invitations/spreadsheet', expected: [401, 403, 403, 200, 403], body: () => ({ csv: 'email\nsheet@example.com', confirmed: true }) },
  { method: 'GET', url: '/api/businesses/:id/invitations/settings', expected: [401, 403, 200, 200, 403] },
  { method: 'PUT', url: '/api/businesses/:id/invitations/settings', expected: [401, 403, 403, 200, 403], body: () => ({ reminderDays: 3 }) },
  { method: 'GET', url: '/api/businesses/:id/invitations/funnel', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/invitations/outbox', expected: [401, 403, 403, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/invitations/outbox/:invitationId', expected: [401, 403, 403, 200, 403] },
  { method: 'POST', url: '/api/invitations/opened', expected: [204, 204, 204, 204, 204], body: () => ({ invitation: 'not-a-token' }) },
  { method: 'GET', url: '/invitations/unsubscribe?token=:invitationToken', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/invitations/unsubscribe?token=:invitationToken', expected: [200, 200, 200, 200, 200], fresh: true },
  // The customer's confirmation of their address: the signed token is the permission, for anyone holding it.
  { method: 'GET', url: '/confirm-address?token=:confirmToken', expected: [200, 200, 200, 200, 200] },
  { method: 'POST', url: '/confirm-address?token=:confirmToken', expected: [200, 200, 200, 200, 200], fresh: true },
  // The landing page's "stay in English": a cookie for whoever asks, and back to `/`.
  { method: 'POST', url: '/language-offer/dismiss', expected: [303, 303, 303, 303, 303] },
  // Data ownership
  { method: 'GET', url: '/api/businesses/:id/export', expected: [401, 403, 403, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/feedback/inbox?rating=2', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/feedback/inbox.csv', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/inbox?show=all&kind=feedback', expected: [401, 403, 200, 200, 403] },
  { method: 'PATCH', url: '/api/businesses/:id/feedback/:feedbackId', expected: [401, 403, 403, 200, 403], body: () => ({ resolved: true }) },
  { method: 'PATCH', url: '/api/businesses/:id/retention', expected: [401, 403, 403, 200, 403], body: () => ({ feedbackRetention: '90d' }) },
  // Answers and drafts: the owner, and members only when the owner allows it (off here); a token
  // answers with write, and is never offered drafts. Without a model, drafts are the saved replies:
  // A has none, so the owner passes access and hears that (409).
  { method: 'POST', url: '/api/businesses/:id/feedback/:feedbackId/answers', expected: [401, 403, 403, 201, 403], fresh: true, body: () => ({ text: 'Sorry, we will make it right.' }) },
  { method: 'PUT', url: '/api/businesses/:id/feedback/answer-settings', expected: [401, 403, 403, 200, 403], body: () => ({ membersMayAnswer: false }) },
  { method: 'POST', url: '/api/businesses/:id/drafts', expected: [401, 403, 403, 200, 403], body: (w) => ({ for: 'feedback', itemId: w.feedbackId }) },
  { method: 'GET', url: '/api/businesses/:id/drafts/settings', expected: [401, 403, 200, 200, 403] },
  { method: 'PUT', url: '/api/businesses/:id/drafts/settings', expected: [401, 403, 403, 200, 403], body: () => ({ tone: 'brief', signOff: '— The team' }) },
  { method: 'DELETE', url: '/api/businesses/:id', expected: [401, 403, 403, 204, 403], fresh: true, body: (w) => ({ confirmName: w.a.name }) },
  // Google Business Profile: members read; only the owner connects, syncs and replies. A is
  // not connected here, so the owner's sync and replies meet "connect first" (409).
  { method: 'GET', url: '/api/businesses/:id/google', expected: [401, 403, 200, 200, 403] },
  { method: 'GET', url: '/api/businesses/:id/google/rating', expected: [401, 403, 200, 200, 403] },
  { method: 'POST', url: '/api/businesses/:id/google/connect', expected: [401, 403, 403, 200, 403] },
  { method: 'POST', url: '/api/businesses/:id/google/disconnect', expected: [401, 403, 403, 204, 403] },
  { method: 'POST', url: '/api/businesses/:id/google/sync', expected: [401, 403, 403, 409, 403] },
  { method: 'GET', url: '/api/businesses/:id/google/reviews?stars=1,2&replied=false', expected: [401, 403, 200, 200, 403] },
  { method: 'PUT', url: '/api/businesses/:id/google/reviews/:reviewId/reply', expected: [401, 403, 403, 409, 403], body: () => ({ comment: 'Thank you!' }) },
  { method: 'DELETE', url: '/api/businesses/:id/google/reviews/:reviewId/reply', expected: [401, 403, 403, 409, 403] },
  { method: 'GET', url: '/api/businesses/:id/google/reply-templates', expected: [401, 403, 403, 200, 403] },
  { method: 'PUT', url: '/api/businesses/:id/google/reply-templates', expected: [401, 403, 403, 200, 403], body: () => ({ low: 'Sorry, {first name}.', high: 'Thanks, {first name}!' }) },
  { method: 'GET', url: '/api/businesses/:id/google/growth', expected: [401, 403, 200, 200, 403] },
  // Claims: A's owner has no connected profile here, so nothing is theirs to claim.
  { method: 'GET', url: '/api/google/claimable', expected: [401, 200, 200, 200, 200] },
  { method: 'POST', url: '/api/businesses/claim', expected: [401, 409, 409, 409, 409], body: () => ({ placeId: 'demo_eastside-tacos' }) },
  { method: 'GET', url: '/api/google/demo-consent?state=s', expected: [401, 200, 200, 200, 200] },
  // Without the caller's own signed transaction cookie every answer is refused.
  { method: 'GET', url: '/api/google/callback?state=s&code=demo-allowed', expected: [401, 400, 400, 400, 400] },
  { method: 'DELETE', url: '/api/auth/user', expected: [401, 200, 200, 200, 200], fresh: true, body: (w, caller) => ({ confirmEmail: w.emails[caller] ?? 'nobody@example.com' }) },
  // Developers: each owner's own tokens and webhooks; a member owns no location to grant. Another
  // person's token or webhook is not found.
  { method: 'POST', url: '/api/tokens', expected: [401, 403, 403, 201, 201], fresh: true, body: () => ({ name: 'CRM', businessIds: 'all', scopes: ['read'] }) },
  { method: 'GET', url: '/api/tokens', expected: [401, 200, 200, 200, 200] },
  { method: 'DELETE', url: '/api/tokens/:tokenId', expected: [401, 404, 404, 204, 404], fresh: true },
  { method: 'POST', url: '/api/webhooks', expected: [401, 403, 403, 201, 201], fresh: true, body: () => ({ url: 'http://127.0.0.1:9/hook', events: ['feedback.created'], businessIds: 'all' }) },
  { method: 'GET', url: '/api/webhooks', expected: [401, 200, 200, 200, 200] },
  { method: 'DELETE', url: '/api/webhooks/:webhookId', expected: [401, 404, 404, 204, 404], fresh: true },
  { method: 'POST', url: '/api/webhooks/:webhookId/roll-secret', expected: [401, 404, 404, 200, 404], fresh: true },
  { method: 'POST', url: '/api/webhooks/:webhookId/enable', expected: [401, 404, 404, 204, 404] },
  { method: 'POST', url: '/api/webhooks/:webhookId/test', expected: [401, 404, 404, 202, 404] },
  { method: 'GET', url: '/api/webhooks/:webhookId/deliveries', expected: [401, 404, 404, 200, 404] },
  { method: 'POST', url: '/api/webhooks/:webhookId/deliveries/:deliveryId/resend', expected: [401, 404, 404, 202, 404] },
];

/**
 * Ids in two places: the access hook checked the query's business while the billing
 * handlers used the body's. A request that names a business, member, feedback item, mail or token
 * twice with different values is refused before anything runs, whoever sends it; the same id twice
 * is the same request. `:otherId` is business B.
 */
// biome-ignore format: one request per line reads as a table.
const TWO_PLACES: Row[] = [
  { method: 'POST', url: '/api/operator/businesses/:otherId/suspend?id=:id', expected: [400, 400, 400, 400, 400], body: () => ({ reason: 'Two ids in one call' }) },
  { method: 'POST', url: '/api/operator/businesses/:otherId/pause-sending', expected: [400, 400, 400, 400, 400], body: (w) => ({ id: w.a.id, reason: 'Two ids in one call' }) },
  { method: 'GET', url: '/api/operator/log?businessId=:otherId&businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'GET', url: '/api/businesses/:otherId/notices?businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'POST', url: '/api/subscription/seats?businessId=:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id, extraSeats: 40 }) },
  { method: 'POST', url: '/api/subscription/seats?businessId=:id', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.b.id, extraSeats: 40 }) },
  { method: 'POST', url: '/api/subscription/cancel?businessId=:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/resume?businessId=:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/create?businessId=:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id }) },
  { method: 'POST', url: '/api/subscription/portal?businessId=:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id }) },
  { method: 'GET', url: '/api/subscription/status?businessId=:otherId&businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'PATCH', url: '/api/businesses/:otherId/review-filter', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id, reviewFilterEnabled: false }) },
  { method: 'PATCH', url: '/api/businesses/:otherId/review-filter?businessId=:id', expected: [400, 400, 400, 400, 400], body: () => ({ reviewFilterEnabled: false }) },
  { method: 'PATCH', url: '/api/businesses/:otherId?businessId=:id', expected: [400, 400, 400, 400, 400], body: () => ({ timeZone: 'Asia/Tokyo' }) },
  { method: 'PATCH', url: '/api/businesses/:otherId', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id, timeZone: 'Asia/Tokyo' }) },
  { method: 'GET', url: '/api/businesses/:otherId/team-members?businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'GET', url: '/api/businesses/:otherId/inbox?businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'DELETE', url: '/api/businesses/:id/team-members/:userId?userId=someone-else', expected: [400, 400, 400, 400, 400] },
  { method: 'PATCH', url: '/api/businesses/:id/feedback/:feedbackId', expected: [400, 400, 400, 400, 400], body: () => ({ resolved: true, feedbackId: '00000000-0000-4000-8000-000000000000' }) },
  { method: 'GET', url: '/api/notifications/outbox/:mailId?mailId=999999', expected: [400, 400, 400, 400, 400] },
  { method: 'GET', url: '/api/businesses/:id/invitations/outbox/:invitationId?invitationId=00000000-0000-4000-8000-000000000000', expected: [400, 400, 400, 400, 400] },
  { method: 'POST', url: '/api/businesses/:otherId/invitations', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id, invitations: [{ email: 'x@example.com' }], confirmed: true }) },
  { method: 'GET', url: '/api/businesses/:otherId/invitations?businessId=:id', expected: [400, 400, 400, 400, 400] },
  { method: 'POST', url: '/api/businesses/:otherId/ratings', expected: [400, 400, 400, 400, 400], body: (w) => ({ rating: 1, businessId: w.a.id }) },
  { method: 'PUT', url: '/api/businesses/:otherId/google/reviews/r1/reply?businessId=:id', expected: [400, 400, 400, 400, 400], body: () => ({ comment: 'Hi' }) },
  { method: 'POST', url: '/api/businesses/:otherId/feedback/:feedbackId/answers?businessId=:id', expected: [400, 400, 400, 400, 400], body: () => ({ text: 'Hi' }) },
  { method: 'POST', url: '/api/businesses/:id/feedback/:feedbackId/answers?feedbackId=00000000-0000-4000-8000-000000000000', expected: [400, 400, 400, 400, 400], body: () => ({ text: 'Hi' }) },
  { method: 'POST', url: '/api/businesses/:otherId/drafts', expected: [400, 400, 400, 400, 400], body: (w) => ({ businessId: w.a.id, for: 'feedback', itemId: w.feedbackId }) },
  // The same id twice names one business: access is decided as usual.
  { method: 'PATCH', url: '/api/businesses/:id/review-filter?businessId=:id', expected: [401, 403, 403, 200, 403], body: (w) => ({ businessId: w.a.id, reviewFilterEnabled: true }) },
  { method: 'POST', url: '/api/subscription/seats?businessId=:id', expected: [401, 403, 403, 204, 403], body: (w) => ({ businessId: w.a.id, extraSeats: 0 }) },
];

const routeKey = (method: string, url: string) => `${method} ${url.split('?')[0]}`;

async function createWorld(db: Db): Promise<World> {
  const [stranger, member, owner, otherOwner] = [
    await createUser(db),
    await createUser(db),
    await createUser(db),
    await createUser(db),
  ];
  const a = await createBusinessFor(db, owner.user.id, {
    name: 'Business A',
    businessCode: generateTeamCode(),
  });
  const a2 = await createBusinessFor(db, owner.user.id, {
    name: 'Business A2',
    businessCode: generateTeamCode(),
    createdAt: new Date(a.createdAt.getTime() + 1000),
  });
  const b = await createBusinessFor(db, otherOwner.user.id, {
    name: 'Business B',
    businessCode: generateTeamCode(),
  });
  await addMember(db, a.id, member.user.id);
  const cookies = [undefined, stranger.cookie, member.cookie, owner.cookie, otherOwner.cookie];
  const [mail] = await db
    .insert(mailOutbox)
    .values({
      businessId: a.id,
      userId: owner.user.id,
      kind: 'feedback_alert',
      toAddress: owner.user.email,
      subject: 'Alert',
      html: '<p>Alert</p>',
      text: 'Alert',
    })
    .returning({ id: mailOutbox.id });
  const token = signUnsubscribeToken(testConfig().sessionSecret!, owner.user.id, 'weekly_summary');
  const emails = [undefined, stranger, member, owner, otherOwner].map((u) => u?.user.email);
  const { id: feedbackId } = await submitFeedback(db, {
    businessId: a.id,
    feedback: 'Slow service',
    rating: 2,
    customerEmail: 'slow.service@example.com',
  });
  // The customer confirmed the address (feedback/address-confirmation.ts): it may be answered.
  await db.update(feedback).set({ emailConfirmedAt: new Date() }).where(eq(feedback.id, feedbackId));
  const tokenOf = async (scopes: string[]) =>
    createToken(db, owner.user.id, { name: 'A only', businessIds: [a.id], scopes }, false);
  const readA = await tokenOf(['read']);
  const writeA = await tokenOf(['read', 'write']);
  const hooks = { key: googleTokenKey(testConfig()), production: false };
  const hook = await createWebhook(db, hooks, owner.user.id, {
    url: 'http://127.0.0.1:9/hook',
    events: ['feedback.created'],
    businessIds: [a.id],
  });
  const { deliveryId } = await queueTestEvent(db, owner.user.id, hook.id);
  const keys = invitationKeys(testConfig().sessionSecret!);
  const [invitation] = await db
    .insert(invitations)
    .values({
      businessId: a.id,
      email: 'customer-of-a@example.com',
      emailKey: 'key-of-a-customer',
      source: 'phone',
      sendAt: new Date(),
      nextAttemptAt: new Date(),
      delivery: 'done',
      sentAt: new Date(),
    })
    .returning({ id: invitations.id });
  return {
    invitationId: invitation!.id,
    invitationToken: signInvitationToken(keys, 'unsubscribe', invitation!.id),
    confirmToken: signInvitationToken(keys, 'confirm', feedbackId),
    a,
    a2,
    b,
    memberId: member.user.id,
    feedbackId,
    cookies,
    emails,
    mailId: mail!.id,
    token,
    tokenId: readA.id,
    webhookId: hook.id,
    deliveryId,
    readA: readA.token,
    writeA: writeA.token,
  };
}

describe('authorization table', () => {
  let t: TestApp;
  let shared: World;
  const call = (row: Row, w: World, caller: number, bearer?: string) => {
    const cookie = w.cookies[caller];
    const headers = bearer
      ? { authorization: `Bearer ${bearer}` }
      : row.method === 'GET'
        ? cookie
          ? { cookie }
          : {}
        : sameOrigin(cookie);
    return t.app.inject({
      method: row.method,
      url: row.url
        .replace(/:(id|businessId)\b/g, w.a.id)
        .replaceAll(':otherId', w.b.id)
        .replace(':userId', w.memberId)
        .replace(':invitationId', w.invitationId)
        .replace(':invitationToken', w.invitationToken)
        .replace(':confirmToken', w.confirmToken)
        .replace(':mailId', w.mailId)
        .replace(':tokenId', w.tokenId)
        .replace(':token', w.token)
        .replace(':feedbackId', w.feedbackId)
        .replace(':webhookId', w.webhookId)
        .replace(':deliveryId', w.deliveryId)
        .replace(':code', 'madeUpCode123456')
        .replace(':provider', 'postmark'),
      headers,
      ...(row.body ? { payload: row.body(w, caller) as object } : {}),
    });
  };
  beforeAll(async () => {
    t = await createTestApp();
    shared = await createWorld(t.db);
  });
  afterAll(() => t.close());

  it('has exactly one row for every endpoint the server declares', () => {
    const declared = t.app.routeAccess.map((r) => routeKey(r.method, r.url)).sort();
    const covered = ROWS.map((r) => routeKey(r.method, r.url)).sort();
    expect(
      declared.filter((k) => !covered.includes(k)),
      'endpoints without a row',
    ).toEqual([]);
    expect(
      covered.filter((k) => !declared.includes(k)),
      'rows for endpoints that do not exist',
    ).toEqual([]);
    expect(new Set(covered).size, 'duplicate rows').toBe(covered.length);
  });

  it.each(ROWS.map((row) => [routeKey(row.method, row.url), row] as const))('%s', async (_, row) => {
    const access = t.app.routeAccess.find(
      (r) => routeKey(r.method, r.url) === routeKey(row.method, row.url),
    )?.access;
    const scopedToA = row.url.includes(':id') && access !== 'public';
    if (scopedToA) expect([403, 404], 'owner of B on an endpoint of A').toContain(row.expected[4]);

    const actual: Record<string, number> = {};
    for (const [i, caller] of CALLERS.entries()) {
      const w = row.fresh ? await createWorld(t.db) : shared;
      const res = await call(row, w, i);
      actual[caller] = res.statusCode;
      // B's owner never sees A's private data, whatever the status.
      if (caller === 'otherOwner' && access !== 'public') {
        for (const secret of [w.a.id, w.a.name, w.a.businessCode!]) expect(res.body).not.toContain(secret);
      }
    }
    expect(actual).toEqual(Object.fromEntries(CALLERS.map((c, i) => [c, row.expected[i]])));
  });

  it.each(TWO_PLACES.map((row) => [`${row.method} ${row.url}`, row] as const))(
    'ids in two places: %s',
    async (_, row) => {
      const before = await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, shared.a.id));
      const actual: Record<string, number> = {};
      for (const [i, caller] of CALLERS.entries()) actual[caller] = (await call(row, shared, i)).statusCode;
      expect(actual).toEqual(Object.fromEntries(CALLERS.map((c, i) => [c, row.expected[i]])));
      const after = await t.db.select().from(subscriptions).where(eq(subscriptions.businessId, shared.a.id));
      if (row.expected.every((status) => status >= 400)) expect(after).toEqual(before);
    },
  );

  // A's owner holds two locations. On the second, A's member is a stranger and B's owner is refused,
  // exactly as on A: access follows the id in the call, never "the owner's business".
  // Business-scoped rows that need a signed-in caller (a visitor gets 401); public ones have no owner.
  const scopedRows = ROWS.filter((row) => row.url.includes(':id') && row.expected[0] === 401);
  it.each(scopedRows.map((row) => [routeKey(row.method, row.url), row] as const))(
    'second location: %s',
    async (_, row) => {
      const actual: Record<string, number> = {};
      for (const caller of [2, 4]) {
        const w = row.fresh ? await createWorld(t.db) : shared;
        actual[CALLERS[caller]!] = (await call(row, { ...w, a: w.a2 }, caller)).statusCode;
      }
      expect(actual).toEqual({ member: row.expected[1], otherOwner: row.expected[4] });
    },
  );

  // Every endpoint with A's owner's personal access tokens instead of a cookie. Both tokens
  // are for A only: `readA` has the read scope, `writeA` read and write. A route that accepts no token
  // refuses both; a read route answers both as it answers the owner; a write route only `writeA`.
  // Public routes stay public with a token, unless they accept tokens.
  const routeOf = (row: Row) =>
    t.app.routeAccess.find((r) => routeKey(r.method, r.url) === routeKey(row.method, row.url));
  it.each(ROWS.map((row) => [routeKey(row.method, row.url), row] as const))(
    'with a token: %s',
    async (_, row) => {
      const route = routeOf(row)!;
      if (route.access === 'public' && !route.token) return;
      const w = row.fresh ? await createWorld(t.db) : shared;
      const owner = row.expected[3];
      const read = (await call(row, w, 3, w.readA)).statusCode;
      const write = (await call(row, w, 3, w.writeA)).statusCode;
      const expected = !route.token ? [403, 403] : route.token === 'read' ? [owner, owner] : [403, owner];
      expect({ read, write }).toEqual({ read: expected[0], write: expected[1] });
      if (!route.token || !route.businessIn) return;
      // A token for A never reaches B, nor A's owner's second location it does not name.
      for (const place of [w.b, w.a2]) {
        for (const token of [w.readA, w.writeA]) {
          expect((await call(row, { ...w, a: place }, 3, token)).statusCode, place.name).toBe(403);
        }
      }
    },
  );
});
