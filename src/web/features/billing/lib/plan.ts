const DAY_MS = 24 * 60 * 60 * 1000;

// The specification's prices.
export const PRICE_PER_LOCATION = 19;
export const INCLUDED_USERS = 3;
export const PRICE_PER_EXTRA_USER = 3;

/** Whole days left in the trial, rounded up (half a day left is "1 day left"); 0 once it has ended. */
export function trialDaysLeft(trialEndsAt: string, now = new Date()): number {
  const ms = new Date(trialEndsAt).getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/** Members ÷ maximum, as a whole percentage, capped at 100. */
export function capacityPercent(teamCount: number, maxTeamSize: number): number {
  if (maxTeamSize <= 0) return 100;
  return Math.min(100, Math.round((teamCount / maxTeamSize) * 100));
}
