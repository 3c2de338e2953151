// The connect popup's pages: the demo consent screen and the page that reports back to the
// dashboard and closes itself (public/auth-callback.js posts to our own origin only).
import { escapeHtml, serverPage } from '#server/lib/html.ts';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/lib/google.ts';

const STYLE = `
  ul { padding-left: 20px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  a.button { flex: 1; text-align: center; font-weight: 600; padding: 12px; border-radius: 8px; text-decoration: none; }
  a.allow { background: #2563eb; color: #fff; } a.cancel { border: 1px solid #cbd5e1; color: inherit; }
  @media (prefers-color-scheme: dark) { a.cancel { border-color: #334155; } }`;

const page = (title: string, body: string) => serverPage(title, body, STYLE);

export function demoConsentPage(state: string) {
  const back = (query: string) => `/api/google/callback?${query}&state=${encodeURIComponent(state)}`;
  return page(
    'Demo Business Profile',
    `<span class="badge">Demo</span>
<h1>Connect your Business Profile</h1>
<p>This server has no Google settings, so this is the demo profile: it manages every place of the demo catalogue and has sample reviews. Nothing is sent to Google.</p>
<p>ReviewTap would be allowed to:</p>
<ul><li>see your business locations and whether they are verified</li><li>read your reviews and reply to them</li></ul>
<div class="actions"><a class="button cancel" href="${escapeHtml(back('error=access_denied'))}">Cancel</a><a class="button allow" href="${escapeHtml(back('code=demo-allowed'))}">Allow</a></div>`,
  );
}

export function connectedPage(ok: boolean, message: string) {
  return page(
    ok ? 'Connected' : 'Not connected',
    `<h1>${ok ? 'Connected' : 'Not connected'}</h1><p>${escapeHtml(message)}</p><script src="/auth-callback.js" data-type="${ok ? GOOGLE_CONNECT_SUCCESS : GOOGLE_CONNECT_ERROR}"></script>`,
  );
}
