import { PLAN } from '#shared/lib/plan.ts';
import type { Business } from '#shared/schemas/businesses.ts';
import type { I18n } from '#web/i18n/locale-store.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import { formatDay } from '#web/lib/dates.ts';

await loadMessages('setup');

type Words = Pick<I18n, 't' | 'money'>;

/**
 * What another location costs, said before it is added: it shares the first location's
 * trial while that runs, and otherwise goes to checkout at once.
 */
export function anotherLocationPrice(first: Business | undefined, adding: boolean, i18n: Words): string {
  if (!adding || !first) return '';
  const price = i18n.money(PLAN.pricePerLocation);
  return new Date(first.trialEndsAt) > new Date()
    ? i18n.t('setup.price.sharedTrial', { date: formatDay(new Date(first.trialEndsAt)), price })
    : i18n.t('setup.price.perLocation', { price });
}

/** The confirm step's one sentence on cost: the first location's trial, or what another one costs. */
export function registrationTerms(first: Business | undefined, adding: boolean, i18n: Words): string {
  return anotherLocationPrice(first, adding, i18n) || i18n.t('setup.price.trial', { days: PLAN.trialDays });
}
