import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import type { SubscribedKind } from '#shared/lib/mail-kinds.ts';
import { PRODUCT_NAME } from '#shared/lib/product.ts';

const SETTINGS = '/dashboard?section=notifications';
/** Markup we wrote, as opposed to a message's words, which are escaped. */
type Html = { html: string };
const htmlOf = (parts: string | Html | (string | Html)[]): string =>
  (Array.isArray(parts) ? parts : [parts])
    .map((p) => (typeof p === 'string' ? escapeHtml(p) : p.html))
    .join('');
const settings = (chunks: (string | Html)[]): Html => ({
  html: `<a href="${SETTINGS}">${htmlOf(chunks)}</a>`,
});

/** The page behind the e-mail's link, in the e-mail's language. A GET never writes, so the button POSTs. */
export function confirmUnsubscribePage(locale: Locale, kind: SubscribedKind, token: string) {
  const { t } = serverTranslator(locale, 'pages');
  return serverPage(
    t('pages.unsubscribe.title'),
    `<h1>${escapeHtml(t('pages.unsubscribe.question'))}</h1><p>${escapeHtml(t('pages.unsubscribe.what', { kind, product: PRODUCT_NAME }))}</p><form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}&amp;lang=${locale}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(t('pages.unsubscribe.button'))}</button></form>`,
    '',
    locale,
  );
}

export function unsubscribedPage(locale: Locale, kind: SubscribedKind) {
  const { t, rich } = serverTranslator(locale, 'pages');
  const text = rich<Html>('pages.unsubscribe.doneText', { kind, settings });
  return serverPage(
    t('pages.unsubscribe.doneTitle'),
    `<h1>${escapeHtml(t('pages.unsubscribe.done'))}</h1><p>${htmlOf(text)}</p>`,
    '',
    locale,
  );
}

export function badTokenPage(locale: Locale) {
  const { t, rich } = serverTranslator(locale, 'pages');
  const text = rich<Html>('pages.unsubscribe.badText', { settings });
  return serverPage(
    t('pages.unsubscribe.badTitle'),
    `<h1>${escapeHtml(t('pages.unsubscribe.bad'))}</h1><p>${htmlOf(text)}</p>`,
    '',
    locale,
  );
}
