import { escapeHtml } from '#server/lib/html.ts';
import type { MailKind } from './unsubscribe-token';

const NAMES: Record<MailKind, string> = {
  feedback_alert: 'feedback alert e-mails',
  review_alert: 'feedback and review alert e-mails',
  weekly_summary: 'the weekly summary e-mail',
};

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>:root{color-scheme:light dark}body{font:17px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:24px;box-sizing:border-box}main{max-width:420px;text-align:center}button{font:inherit;font-weight:600;padding:12px 24px;border-radius:8px;border:0;background:#2563eb;color:#fff;cursor:pointer;min-height:48px}button:focus-visible{outline:3px solid #93c5fd;outline-offset:2px}a{color:#2563eb}@media (prefers-color-scheme:dark){a{color:#93c5fd}}</style></head><body><main>${body}</main></body></html>`;
}

/** The page behind the e-mail's link. A GET never writes, so the button POSTs. */
export function confirmUnsubscribePage(kind: MailKind, token: string) {
  return page(
    'Unsubscribe',
    `<h1>Unsubscribe?</h1><p>You will no longer get ${NAMES[kind]} from ReviewTap.</p><form method="post" action="/unsubscribe?token=${escapeHtml(encodeURIComponent(token))}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(kind: MailKind) {
  return page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1><p>You will no longer get ${NAMES[kind]}. You can turn them back on in your <a href="/dashboard?section=notifications">notification settings</a>.</p>`,
  );
}

export function badTokenPage() {
  return page(
    'Link not valid',
    `<h1>This link is not valid</h1><p>Please use the link from a recent e-mail, or change your e-mails in your <a href="/dashboard?section=notifications">notification settings</a>.</p>`,
  );
}
