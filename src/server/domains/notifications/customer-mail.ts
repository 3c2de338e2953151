// The e-mails that go to a customer, not to a team: the owner's answer to their private feedback, and
// the one confirmation of their address that must come first. They leave from the product's sender;
// replies go to the owner. The customer's own token (their unsubscribe or confirmation link) is never
// stored: the mail is kept with CUSTOMER_TOKEN in its place, filled in only as it leaves (outbox.ts),
// so no outbox, preview, export or backup shows it to a tenant.
import { createElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import {
  AddressConfirmationEmail,
  type AddressConfirmationProps,
  addressConfirmationSubject,
} from './emails/address-confirmation';
import {
  FeedbackAnswerEmail,
  type FeedbackAnswerProps,
  feedbackAnswerSubject,
} from './emails/feedback-answer';
import { queueMail } from './queue-mail';

/** Stands for the customer's token in a stored e-mail; URL-safe, and nothing else looks like it. */
export const CUSTOMER_TOKEN = '__customer_token__';

/** The customer's pages, with the token to be filled in as the mail leaves. */
const customerLinks = (publicUrl: string, locale: Locale) => ({
  unsubscribe: `${publicUrl}/invitations/unsubscribe?token=${CUSTOMER_TOKEN}&lang=${locale}`,
  confirm: `${publicUrl}/confirm-address?token=${CUSTOMER_TOKEN}&lang=${locale}`,
});

export async function queueFeedbackAnswerMail(
  tx: DbOrTx,
  mail: Omit<FeedbackAnswerProps, 'unsubscribeUrl'> & {
    businessId: string;
    /** Who answered: the mail shows in their outbox. */
    userId: string;
    feedbackId: string;
    toAddress: string;
    replyTo: string;
    publicUrl: string;
    locale: Locale;
    now: Date;
  },
) {
  const { unsubscribe } = customerLinks(mail.publicUrl, mail.locale);
  return queueMail(tx, {
    kind: 'feedback_answer',
    businessId: mail.businessId,
    userId: mail.userId,
    toAddress: mail.toAddress,
    subject: feedbackAnswerSubject(mail),
    element: createElement(FeedbackAnswerEmail, { ...mail, unsubscribeUrl: unsubscribe }),
    now: mail.now,
    dedupeKey: `feedback-answer:${mail.feedbackId}:${mail.followUp ? 'follow-up' : 'answer'}`,
    replyTo: mail.replyTo,
    listUnsubscribe: unsubscribe,
    feedbackId: mail.feedbackId,
  });
}

export async function queueAddressConfirmationMail(
  tx: DbOrTx,
  mail: Omit<AddressConfirmationProps, 'confirmUrl'> & {
    businessId: string;
    /** The location's owner: the mail shows in their outbox, its link inert. */
    userId: string;
    feedbackId: string;
    toAddress: string;
    publicUrl: string;
    now: Date;
  },
) {
  const { confirm } = customerLinks(mail.publicUrl, mail.locale);
  return queueMail(tx, {
    kind: 'address_confirmation',
    businessId: mail.businessId,
    userId: mail.userId,
    toAddress: mail.toAddress,
    subject: addressConfirmationSubject(mail),
    element: createElement(AddressConfirmationEmail, { ...mail, confirmUrl: confirm }),
    now: mail.now,
    dedupeKey: `address-confirmation:${mail.feedbackId}`,
    feedbackId: mail.feedbackId,
  });
}

/** Links a tenant may never follow: the customer's own, in any e-mail, however it was stored. */
const CUSTOMER_URL = /https?:\/\/[^\s"'<>]*(?:\/invitations\/unsubscribe|\/confirm-address)[^\s"'<>]*/g;
const CUSTOMER_HREF = /\shref="[^"]*(?:\/invitations\/unsubscribe|\/confirm-address)[^"]*"/g;

/** An e-mail's text as a tenant sees it: the customer's links named, never given. */
export const inertText = (text: string) => text.replace(CUSTOMER_URL, '[the customer’s own link]');

/** An e-mail's HTML as a tenant previews it: the customer's links do nothing. */
export const inertHtml = (html: string) => html.replace(CUSTOMER_HREF, ' aria-disabled="true"');
