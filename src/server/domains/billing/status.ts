import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { subscriptions } from '#server/db/tables/billing.ts';
import { billingFactsOf } from '#server/domains/businesses/service.ts';
import { seatsTaken } from '#server/domains/teams/service.ts';
import { notFound, paymentRequired } from '#server/lib/domain-errors.ts';
import { maxTeamSizeFor, monthlyTotalCents } from '#shared/lib/plan.ts';
import type { Subscription } from '#shared/schemas/billing.ts';
import { PLAN_LAPSED_MESSAGE } from '#shared/schemas/billing.ts';
import { isLapsedState } from './billing-provider';

/**
 * The subscription as the product shows it, computed on read (a GET never writes):
 * no paid subscription → the trial, until `trialEndsAt`, then `expired`;
 * a paid one → its stored state, ended once its period has passed with no renewal recorded.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
/** What one demo payment buys (demo-billing.ts). */
const DEMO_PAID_DAYS = 30;

export async function readSubscription(
  db: DbOrTx,
  businessId: string,
  providerKind: 'stripe' | 'demo',
  now = new Date(),
): Promise<
  Subscription & {
    subscriptionId: string | null;
    customerId: string | null;
    providerStatus: string | null;
    businessId: string;
  }
> {
  const business = await billingFactsOf(db, businessId);
  if (!business) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  const [sub] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.businessId, businessId))
    .limit(1);
  const teamCount = await seatsTaken(db, businessId);
  const extraSeats = sub?.extraSeats ?? 0;
  const subscribed = Boolean(sub?.subscriptionId);

  let status = subscribed && sub ? sub.status : business.trialEndsAt > now ? 'trialing' : 'expired';
  let periodEnd = sub?.currentPeriodEnd ?? null;
  if (subscribed && sub?.provider === 'demo' && status === 'trialing' && periodEnd && periodEnd <= now) {
    // The demo's first charge falls at the trial's end, as Stripe's does: it buys 30 days from there.
    if (!sub.cancelAtPeriodEnd) status = 'active';
    periodEnd = new Date(periodEnd.getTime() + DEMO_PAID_DAYS * DAY_MS);
  }
  const periodOver = periodEnd != null && periodEnd <= now;
  if (subscribed && sub && periodOver && (status === 'active' || status === 'trialing')) {
    // The provider would have renewed (and told us) by now; without that, the period has ended.
    status = sub.cancelAtPeriodEnd ? 'canceled' : sub.provider === 'demo' ? 'expired' : status;
  }
  return {
    status,
    trialEndsAt: business.trialEndsAt.toISOString(),
    currentPeriodEnd: periodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: sub?.cancelAtPeriodEnd ?? false,
    extraSeats,
    maxTeamSize: maxTeamSizeFor(extraSeats),
    teamCount,
    monthlyTotalCents: monthlyTotalCents(extraSeats),
    provider: sub?.provider ?? providerKind,
    subscribed,
    lapsed: isLapsedState(status, sub?.providerStatus ?? null),
    portalAvailable: (sub?.provider ?? providerKind) === 'stripe' && Boolean(sub?.customerId),
    subscriptionId: sub?.subscriptionId ?? null,
    customerId: sub?.customerId ?? null,
    providerStatus: sub?.providerStatus ?? null,
    businessId,
  };
}

export const planLapsed = () => paymentRequired(PLAN_LAPSED_MESSAGE, 'PLAN_LAPSED');

/** Growing the team (a code, a join, a seat) needs a running trial or a live plan. */
export async function assertCanGrow(db: DbOrTx, businessId: string, now = new Date()) {
  const sub = await readSubscription(db, businessId, 'demo', now);
  if (sub.lapsed) throw planLapsed();
}

/** What a lapsed plan may no longer do, each said in words. */
const LAPSED_SENDING = {
  invitations: 'Your plan has ended, so no invitations go out. Subscribe again and the scheduled ones go on.',
  answers: 'Your plan has ended, so answers by e-mail are paused. Subscribe again to answer your customers.',
  drafts: 'Your plan has ended, so drafts are paused. Subscribe again to have replies drafted.',
} as const;

/** Sending customers mail, and drafting, need a running trial or a live plan (402 PLAN_LAPSED). */
export async function assertPlanLive(
  db: DbOrTx,
  businessId: string,
  what: keyof typeof LAPSED_SENDING,
  now = new Date(),
) {
  const sub = await readSubscription(db, businessId, 'demo', now);
  if (sub.lapsed) throw paymentRequired(LAPSED_SENDING[what], 'PLAN_LAPSED');
}

/** Whether the location's plan has lapsed (the sender holds its invitations back). */
export async function planHasLapsed(db: DbOrTx, businessId: string, now = new Date()) {
  return (await readSubscription(db, businessId, 'demo', now)).lapsed;
}

/** Whether the location is on its free trial, with no subscription yet (its sending is capped lower). */
export async function onTrial(db: DbOrTx, businessId: string, now = new Date()) {
  const sub = await readSubscription(db, businessId, 'demo', now);
  return !sub.subscribed && sub.status === 'trialing';
}
