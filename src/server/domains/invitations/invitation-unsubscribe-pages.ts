// The pages behind an invitation's unsubscribe link, in the e-mail's language. A GET only shows the
// question (mail scanners open links); the button POSTs.
import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { serverTranslator } from '#server/lib/messages.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { PRODUCT_NAME } from '#shared/lib/product.ts';

const words = (locale: Locale) => serverTranslator(locale, 'pages');

/** An address link comes in answers to feedback: it stops every e-mail, not only invitations. */
const isAddressLink = (token: string) => token.startsWith('a.') || token.startsWith('b.');

export function confirmPage(locale: Locale, business: string, token: string) {
  const any = isAddressLink(token);
  const { t } = words(locale);
  const action = `/invitations/unsubscribe?token=${encodeURIComponent(token)}&lang=${locale}`;
  return serverPage(
    t('pages.invitationUnsubscribe.title'),
    `<h1>${escapeHtml(t(any ? 'pages.answerUnsubscribe.question' : 'pages.invitationUnsubscribe.question', { business }))}</h1>
<p>${escapeHtml(any ? t('pages.answerUnsubscribe.what', { business, product: PRODUCT_NAME }) : t('pages.invitationUnsubscribe.what', { business }))}</p>
<form method="post" action="${escapeHtml(action)}">
<p><label><input type="checkbox" name="everywhere" value="1"> ${escapeHtml(t('pages.invitationUnsubscribe.everywhere', { product: PRODUCT_NAME }))}</label></p>
<button type="submit">${escapeHtml(t('pages.invitationUnsubscribe.button'))}</button>
</form>`,
    '',
    locale,
  );
}

export function donePage(locale: Locale, business: string, everywhere: boolean, token = '') {
  const { t } = words(locale);
  const text = everywhere
    ? t('pages.invitationUnsubscribe.doneEverywhere', { product: PRODUCT_NAME })
    : t(isAddressLink(token) ? 'pages.answerUnsubscribe.doneHere' : 'pages.invitationUnsubscribe.doneHere', {
        business,
      });
  return serverPage(
    t('pages.invitationUnsubscribe.doneTitle'),
    `<h1>${escapeHtml(t('pages.invitationUnsubscribe.done'))}</h1><p>${escapeHtml(text)}</p>`,
    '',
    locale,
  );
}

export function badLinkPage(locale: Locale) {
  const { t } = words(locale);
  return serverPage(
    t('pages.invitationUnsubscribe.badTitle'),
    `<h1>${escapeHtml(t('pages.invitationUnsubscribe.badTitle'))}</h1><p>${escapeHtml(t('pages.invitationUnsubscribe.bad'))}</p>`,
    '',
    locale,
  );
}
