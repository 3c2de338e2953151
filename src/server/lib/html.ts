import { directionOf, type Locale } from '#shared/lib/i18n/locales.ts';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches hand-written HTML goes through this. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** What every page the server writes by hand shares: type, colours in both themes, the badge, a button. */
const PAGE_STYLE = `:root{color-scheme:light dark}*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f172a}
main{max-width:420px;margin:0 auto;padding:32px 24px}
h1{font-size:22px;margin:8px 0 4px}p{margin:0 0 16px}p,li{color:#475569}a{color:#2563eb}
.badge{display:inline-block;font-size:12px;font-weight:700;letter-spacing:.04em;text-transform:uppercase;background:#fef3c7;color:#92400e;border-radius:999px;padding:2px 10px}
button{font:inherit;font-weight:600;min-height:48px;padding:12px 24px;border:0;border-radius:8px;background:#2563eb;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}p,li{color:#94a3b8}a{color:#93c5fd}.badge{background:#422006;color:#fde68a}}`;

/**
 * The shell of a page the server writes by hand (sign-in, connecting Google, unsubscribing): never
 * indexed, readable on a phone, in both themes. `style` adds what only this page needs.
 */
export function serverPage(title: string, body: string, style = '', locale: Locale = 'en') {
  return `<!doctype html><html lang="${locale}" dir="${directionOf(locale)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${PAGE_STYLE}${style}</style></head><body><main>${body}</main></body></html>`;
}
