import type { Subscription } from '#shared/schemas/billing.ts';
import { formatDayAndYear } from '#web/lib/dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left in the trial, rounded up (half a day left is "1 day left"); 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: string, now = new Date()): number {
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/** "Dec 24, 2026", written the reader's way. */
export const shortDate = (iso: string) => formatDayAndYear(new Date(iso));

/** The spec shows Pro for an active subscription and Trial for anything else. */
export const isPro = (s: Pick<Subscription, 'status'>) => s.status === 'active';
