import { escapeHtml, serverPage } from '#server/lib/html.ts';
import type { MailKind } from './unsubscribe-token';

const NAMES: Record<MailKind, string> = {
  feedback_alert: 'feedback alert e-mails',
  review_alert: 'feedback and review alert e-mails',
  weekly_summary: 'the weekly summary e-mail',
};

const page = (title: string, body: string) => serverPage(title, body);

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
