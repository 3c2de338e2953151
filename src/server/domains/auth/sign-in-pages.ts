import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { type KeyOf, serverTranslator } from '#server/lib/messages.ts';
import { AUTH_ERROR, AUTH_SUCCESS } from '#shared/lib/auth.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';

const STYLE = `
  label { display: block; font-weight: 600; font-size: 14px; margin: 14px 0 6px; }
  input { width: 100%; font: inherit; padding: 10px 12px; border: 1px solid #cbd5e1; border-radius: 8px; background: #fff; color: inherit; }
  input:focus { outline: 2px solid #2563eb; outline-offset: 1px; }
  form button { width: 100%; margin-top: 20px; }
  .error { background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; border-radius: 8px; padding: 10px 12px; margin: 12px 0 0; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; min-width: 0; }
  @media (prefers-color-scheme: dark) {
    input { background: #1e293b; border-color: #334155; }
    .error { background: #450a0a; color: #fecaca; border-color: #7f1d1d; }
  }`;

const page = (locale: Locale, title: string, body: string) => serverPage(title, body, STYLE, locale);

/**
 * Closes the popup and tells the opener how sign-in went. The script is a file on our origin
 * (public/auth-callback.js), so the strict CSP needs no exception; it posts to our origin only.
 */
export function callbackPage(locale: Locale, ok: boolean) {
  const { t } = serverTranslator(locale, 'pages');
  const type = ok ? AUTH_SUCCESS : AUTH_ERROR;
  const title = t(ok ? 'pages.signIn.done.title' : 'pages.signIn.failed.title');
  const text = t(ok ? 'pages.signIn.done.text' : 'pages.signIn.failed.text');
  return page(
    locale,
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><script src="/auth-callback.js" data-type="${type}"></script>`,
  );
}

export type DemoFormValues = { email?: string; firstName?: string; lastName?: string };

/** The demo sign-in form; its post keeps the page's language. `error` is a message key of the form. */
export function demoSignInPage(locale: Locale, values: DemoFormValues = {}, error?: DemoFormError) {
  const { t } = serverTranslator(locale, 'pages');
  const message = error ? t(error.key, error.values) : '';
  return page(
    locale,
    t('pages.demo.title'),
    `<span class="badge">${escapeHtml(t('pages.demo.title'))}</span>
<h1>${escapeHtml(t('pages.demo.heading'))}</h1>
<p>${escapeHtml(t('pages.demo.intro'))}</p>
<form method="post" action="/api/login/demo?lang=${locale}" novalidate>
  <div class="row">
    <div><label for="firstName">${escapeHtml(t('pages.demo.firstName'))}</label><input id="firstName" name="firstName" autocomplete="given-name" maxlength="100" value="${escapeHtml(values.firstName)}"></div>
    <div><label for="lastName">${escapeHtml(t('pages.demo.lastName'))}</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="100" value="${escapeHtml(values.lastName)}"></div>
  </div>
  <label for="email">${escapeHtml(t('pages.demo.email'))}</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}"${error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>
  ${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(message)}</p>` : ''}
  <button type="submit">${escapeHtml(t('pages.demo.continue'))}</button>
</form>`,
  );
}

export type DemoFormError = { key: KeyOf<'pages'>; values?: Record<string, number> };

/** What is wrong with the demo form, as its message in the reader's language. */
export function demoFormError(issue: { path: PropertyKey[]; code: string } | undefined): DemoFormError {
  const field = issue?.path[0];
  if (field === 'firstName') return { key: 'pages.demo.firstNameTooLong', values: { max: 100 } };
  if (field === 'lastName') return { key: 'pages.demo.lastNameTooLong', values: { max: 100 } };
  if (issue?.code === 'too_big') return { key: 'pages.demo.emailTooLong' };
  if (issue?.code === 'too_small' || issue?.code === 'invalid_type')
    return { key: 'pages.demo.emailMissing' };
  return { key: 'pages.demo.emailInvalid' };
}
