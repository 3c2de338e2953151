// The one e-mail that goes to a customer from here: the owner's answer to their private feedback.
// It leaves from the product's sender; replies go to the owner, and its unsubscribe link is the
// customer's own (the location's suppression list), never a team member's mail settings.
import { createElement } from 'react';
import type { DbOrTx } from '#server/db/client.ts';
import type { Locale } from '#shared/lib/i18n/locales.ts';
import {
  FeedbackAnswerEmail,
  type FeedbackAnswerProps,
  feedbackAnswerSubject,
} from './emails/feedback-answer';
import { queueMail } from './queue-mail';

export async function queueFeedbackAnswerMail(
  tx: DbOrTx,
  mail: FeedbackAnswerProps & {
    businessId: string;
    /** Who answered: the mail shows in their outbox. */
    userId: string;
    feedbackId: string;
    toAddress: string;
    replyTo: string;
    locale: Locale;
    now: Date;
  },
) {
  const queued = await queueMail(tx, {
    kind: 'feedback_answer',
    businessId: mail.businessId,
    userId: mail.userId,
    toAddress: mail.toAddress,
    subject: feedbackAnswerSubject(mail),
    element: createElement(FeedbackAnswerEmail, mail),
    now: mail.now,
    dedupeKey: `feedback-answer:${mail.feedbackId}:${mail.followUp ? 'follow-up' : 'answer'}`,
    replyTo: mail.replyTo,
    listUnsubscribe: mail.unsubscribeUrl,
    feedbackId: mail.feedbackId,
  });
  return queued;
}
