import type { Subscription } from '#shared/schemas/billing.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in the trial, rounded up (half a day left is "1 day left"); 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: string, now = new Date()): number {
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

export const dollars = (cents: number) => `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;

export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });

/** The spec shows Pro for an active subscription and Trial for anything else. */
export const isPro = (s: Pick<Subscription, 'status'>) => s.status === 'active';
