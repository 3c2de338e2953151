// The one plan (docs/product-rules.md §6). The landing page, the billing screens and the server read it from here.
export const PLAN = {
  name: 'Pro',
  /** US dollars a month for one location. */
  pricePerLocation: 19,
  /** Users included with a location; the owner counts as one (docs/product-rules.md §4). */
  usersIncluded: 3,
  /** US dollars a month for each seat beyond the included users. */
  pricePerExtraSeat: 3,
  trialDays: 7,
  /** An owner may buy up to this many extra seats; a larger team is a sales conversation. */
  maxExtraSeats: 50,
} as const;

/** The monthly price in cents for one location with `extraSeats` paid seats. */
export function monthlyTotalCents(extraSeats: number): number {
  return (PLAN.pricePerLocation + PLAN.pricePerExtraSeat * extraSeats) * 100;
}

/** Everyone on the team, owner included, fits in the included users plus the paid seats. */
export function maxTeamSizeFor(extraSeats: number): number {
  return PLAN.usersIncluded + extraSeats;
}

/** Members ÷ maximum, as a whole percentage, capped at 100 (the billing card's "capacity used"). */
export function capacityPercent(teamCount: number, maxTeamSize: number): number {
  if (maxTeamSize <= 0) return 100;
  return Math.min(100, Math.round((teamCount / maxTeamSize) * 100));
}

/** The fewest extra seats a team of `teamCount` people needs. */
export function seatsNeededFor(teamCount: number): number {
  return Math.max(0, teamCount - PLAN.usersIncluded);
}

/** Locations one owner may hold, each at the full price; a larger chain is a sales conversation. */
export const MAX_LOCATIONS_PER_OWNER = 25;
