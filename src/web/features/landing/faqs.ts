import type { I18n } from '#web/i18n/locale-store.ts';
import { loadMessages } from '#web/i18n/locale-store.ts';
import { PLAN } from './plan';

await loadMessages('landing');

const QUESTIONS = [
  ['landing.faq.locations.q', 'landing.faq.locations.a'],
  ['landing.faq.phone.q', 'landing.faq.phone.a'],
  ['landing.faq.equipment.q', 'landing.faq.equipment.a'],
  ['landing.faq.quick.q', 'landing.faq.quick.a'],
  ['landing.faq.team.q', 'landing.faq.team.a'],
] as const;

/**
 * The landing page's questions in the reader's language: shown in the FAQ section and published
 * as FAQPage data for search engines.
 */
export function faqs({ t, money }: Pick<I18n, 't' | 'money'>) {
  const values = {
    price: money(PLAN.pricePerLocation),
    extra: money(PLAN.pricePerExtraSeat),
    users: PLAN.usersIncluded,
  };
  return QUESTIONS.map(([q, a]) => ({ q: t(q), a: t(a, values) }));
}
