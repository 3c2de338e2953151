// The connect popup's pages: the demo consent screen and the page that reports back to the
// dashboard and closes itself (public/auth-callback.js posts to our own origin only).

import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { type KeyOf, serverTranslator } from '#server/lib/messages.ts';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/lib/google.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import { PRODUCT_NAME } from '#shared/lib/product.ts';

const STYLE = `
  ul { padding-inline-start: 20px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  a.button { flex: 1; text-align: center; font-weight: 600; padding: 12px; border-radius: 8px; text-decoration: none; }
  a.allow { background: #2563eb; color: #fff; } a.cancel { border: 1px solid #cbd5e1; color: inherit; }
  @media (prefers-color-scheme: dark) { a.cancel { border-color: #334155; } }`;

const page = (locale: Locale, title: string, body: string) => serverPage(title, body, STYLE, locale);

export function demoConsentPage(locale: Locale, state: string) {
  const { t } = serverTranslator(locale, 'pages');
  const back = (query: string) => `/api/google/callback?${query}&state=${encodeURIComponent(state)}`;
  const text = (key: KeyOf<'pages'>, values?: Record<string, string>) => escapeHtml(t(key, values));
  return page(
    locale,
    t('pages.connect.title'),
    `<span class="badge">${text('pages.connect.badge')}</span>
<h1>${text('pages.connect.heading')}</h1>
<p>${text('pages.connect.intro')}</p>
<p>${text('pages.connect.allowedTo', { product: PRODUCT_NAME })}</p>
<ul><li>${text('pages.connect.scopeLocations')}</li><li>${text('pages.connect.scopeReviews')}</li></ul>
<div class="actions"><a class="button cancel" href="${escapeHtml(back('error=access_denied'))}">${text('pages.connect.cancel')}</a><a class="button allow" href="${escapeHtml(back('code=demo-allowed'))}">${text('pages.connect.allow')}</a></div>`,
  );
}

/** The popup's last page: what happened, in the owner's language, then it reports and closes. */
export function connectedPage(locale: Locale, ok: boolean, message: KeyOf<'pages'>) {
  const { t } = serverTranslator(locale, 'pages');
  const title = t(ok ? 'pages.connect.done' : 'pages.connect.failed');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(t(message))}</p><script src="/auth-callback.js" data-type="${ok ? GOOGLE_CONNECT_SUCCESS : GOOGLE_CONNECT_ERROR}"></script>`,
  );
}
