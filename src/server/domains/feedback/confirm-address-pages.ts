// The pages behind a confirmation link, in the e-mail's language. A GET only asks (mail scanners open
// links); the button POSTs.
import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';

const words = (locale: Locale) => serverTranslator(locale, 'pages').t;

export function askPage(locale: Locale, business: string, token: string) {
  const t = words(locale);
  const action = `/confirm-address?token=${encodeURIComponent(token)}&lang=${locale}`;
  return serverPage(
    t('pages.confirmAddress.title'),
    `<h1>${escapeHtml(t('pages.confirmAddress.question', { business }))}</h1>
<p>${escapeHtml(t('pages.confirmAddress.what', { business }))}</p>
<form method="post" action="${escapeHtml(action)}">
<button type="submit">${escapeHtml(t('pages.confirmAddress.button'))}</button>
</form>`,
    '',
    locale,
  );
}

export function confirmedPage(locale: Locale, business: string) {
  const t = words(locale);
  return serverPage(
    t('pages.confirmAddress.doneTitle'),
    `<h1>${escapeHtml(t('pages.confirmAddress.doneTitle'))}</h1><p>${escapeHtml(t('pages.confirmAddress.done', { business }))}</p>`,
    '',
    locale,
  );
}

export function badConfirmLinkPage(locale: Locale) {
  const t = words(locale);
  return serverPage(
    t('pages.confirmAddress.badTitle'),
    `<h1>${escapeHtml(t('pages.confirmAddress.badTitle'))}</h1><p>${escapeHtml(t('pages.confirmAddress.bad'))}</p>`,
    '',
    locale,
  );
}
