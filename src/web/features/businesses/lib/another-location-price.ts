import { PLAN } from '#shared/constants/plan.ts';
import type { Business } from '#shared/schemas/businesses.ts';

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });

/**
 * What another location costs, said before it is added (issue 19): it shares the first location's
 * trial while that runs, and otherwise goes to checkout at once.
 */
export function anotherLocationPrice(first: Business | undefined, adding: boolean): string {
  if (!adding || !first) return '';
  const price = `$${PLAN.pricePerLocation} a month`;
  return new Date(first.trialEndsAt) > new Date()
    ? `It is free until your trial ends on ${day(first.trialEndsAt)}, then ${price}.`
    : `Each location is ${price}; you pay for this one at checkout right after confirming.`;
}

/** The confirm step's one sentence on cost: the first location's trial, or what another one costs. */
export function registrationTerms(first: Business | undefined, adding: boolean): string {
  return (
    anotherLocationPrice(first, adding) ||
    `Your ${PLAN.trialDays}-day free trial starts today. No card required.`
  );
}
