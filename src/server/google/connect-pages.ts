// The connect popup's pages: the demo consent screen and the page that reports back to the
// dashboard and closes itself (public/auth-callback.js posts to our own origin only).
import { escapeHtml } from '#server/lib/html.ts';
import { GOOGLE_CONNECT_ERROR, GOOGLE_CONNECT_SUCCESS } from '#shared/lib/google.ts';

const STYLE = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #f8fafc; color: #0f172a; }
  main { max-width: 420px; margin: 0 auto; padding: 32px 24px; }
  h1 { font-size: 22px; margin: 8px 0 4px; } p, li { color: #475569; } ul { padding-left: 20px; }
  .badge { display: inline-block; font-size: 12px; font-weight: 700; letter-spacing: .04em; text-transform: uppercase; background: #fef3c7; color: #92400e; border-radius: 999px; padding: 2px 10px; }
  .actions { display: flex; gap: 12px; margin-top: 24px; }
  a.button { flex: 1; text-align: center; font-weight: 600; padding: 12px; border-radius: 8px; text-decoration: none; }
  a.allow { background: #2563eb; color: #fff; } a.cancel { border: 1px solid #cbd5e1; color: inherit; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #e2e8f0; } p, li { color: #94a3b8; } .badge { background: #422006; color: #fde68a; } a.cancel { border-color: #334155; } }`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;

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
