import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { AUTH_ERROR, AUTH_SUCCESS } from '#shared/lib/auth.ts';

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

const page = (title: string, body: string) => serverPage(title, body, STYLE);

/**
 * Closes the popup and tells the opener how sign-in went. The script is a file on our origin
 * (public/auth-callback.js), so the strict CSP needs no exception; it posts to our origin only.
 */
export function callbackPage(ok: boolean) {
  const type = ok ? AUTH_SUCCESS : AUTH_ERROR;
  const text = ok
    ? 'You are signed in. This window will close.'
    : 'Sign-in did not complete. You can close this window and try again.';
  return page(
    ok ? 'Signed in' : 'Sign-in failed',
    `<h1>${ok ? 'Signed in' : 'Sign-in failed'}</h1><p>${text}</p><script src="/auth-callback.js" data-type="${type}"></script>`,
  );
}

export type DemoFormValues = { email?: string; firstName?: string; lastName?: string };

export function demoSignInPage(values: DemoFormValues = {}, error?: string) {
  return page(
    'Demo sign-in',
    `<span class="badge">Demo sign-in</span>
<h1>Sign in to try the product</h1>
<p>Google sign-in is not configured on this server, so any name and e-mail work. Nothing is sent to Google.</p>
<form method="post" action="/api/login/demo" novalidate>
  <div class="row">
    <div><label for="firstName">First name</label><input id="firstName" name="firstName" autocomplete="given-name" maxlength="100" value="${escapeHtml(values.firstName)}"></div>
    <div><label for="lastName">Last name</label><input id="lastName" name="lastName" autocomplete="family-name" maxlength="100" value="${escapeHtml(values.lastName)}"></div>
  </div>
  <label for="email">E-mail</label>
  <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}"${error ? ' aria-invalid="true" aria-describedby="form-error"' : ''}>
  ${error ? `<p class="error" id="form-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <button type="submit">Continue</button>
</form>`,
  );
}
