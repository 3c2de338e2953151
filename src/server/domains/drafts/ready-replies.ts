// The saved replies a new owner finds ready: a warm reply for each band of stars in each of our
// languages, with the customer's first name or without one. The owner's own saved reply comes first
// when it is in the customer's language.
import { type KeyOf, serverTranslator } from '#server/lib/messages.ts';
import { fillSavedReply } from '#shared/lib/google.ts';
import { isLocale, type Locale } from '#shared/lib/i18n/locales.ts';
import { languageOf } from './prompt';

const READY: Record<'low' | 'high', Record<'named' | 'anonymous', KeyOf<'drafts'>>> = {
  low: { named: 'drafts.ready.low.named', anonymous: 'drafts.ready.low.anonymous' },
  high: { named: 'drafts.ready.high.named', anonymous: 'drafts.ready.high.anonymous' },
};

/** Our language a text is written in, when it is long enough to tell. */
const writtenIn = (text: string | null): Locale | null => {
  const code = languageOf(text)?.code;
  return isLocale(code) ? code : null;
};

/**
 * The reply for `stars` from `customer` (their words and first name): in the language they wrote in,
 * else `fallback` (the location's customer language, else the owner's). The owner's saved reply of
 * the band when it is in that language (or too short to tell); else the ready one.
 */
export function savedReplyFor(
  customer: { text: string | null; stars: number; firstName: string | null },
  saved: { low: string; high: string },
  fallback: Locale,
): { text: string; language: Locale } {
  const band = customer.stars <= 3 ? 'low' : 'high';
  const language = writtenIn(customer.text) ?? fallback;
  const own = saved[band].trim();
  if (own && (writtenIn(own) ?? language) === language) {
    return { text: fillSavedReply(own, customer.firstName), language };
  }
  const { t } = serverTranslator(language, 'drafts');
  const text = customer.firstName
    ? t(READY[band].named, { name: customer.firstName })
    : t(READY[band].anonymous);
  return { text, language };
}
