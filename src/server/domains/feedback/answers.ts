// The owner's answer to a private feedback, by e-mail: one answer and one follow-up, never a chat; an
// answer marks the feedback handled. The answer and its e-mail are written in one transaction under the
// feedback's row lock, so two people answering at once send one answer, and the customer's
// unsubscribe holds for every later one.
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { feedback, feedbackAnswers } from '#server/db/tables/feedback.ts';
import { displayNames, emailOf } from '#server/domains/auth/service.ts';
import { assertPlanLive } from '#server/domains/billing/service.ts';
import { findBusiness, setMembersAnswerFeedback } from '#server/domains/businesses/service.ts';
import { type InvitationKeys, isSuppressed, pauseOf } from '#server/domains/invitations/service.ts';
import { queueFeedbackAnswerMail } from '#server/domains/notifications/service.ts';
import { conflict, forbidden, notFound, tooMany } from '#server/lib/domain-errors.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import type { FeedbackAnswer } from '#shared/schemas/feedback.ts';
import { customerLocale } from './address-confirmation';
import { mayAnswer } from './inbox';

/** `perDay`: answers and follow-ups one location may send in any 24 hours. */
export type AnswerDeps = { keys: InvitationKeys; publicUrl: string; perDay: number };

/** The advisory lock class of "answering a location's feedback" (invitations 37, short links 31). */
const ANSWER_LOCK_CLASS = 43;
const DAY_MS = 24 * 60 * 60_000;

export async function answerFeedback(
  db: DbOrTx,
  deps: AnswerDeps,
  input: {
    businessId: string;
    role: Role | null;
    userId: string;
    feedbackId: string;
    text: string;
    followUp: boolean;
    now?: Date;
  },
): Promise<FeedbackAnswer> {
  return db.transaction(async (tx) => {
    const business = await findBusiness(tx, input.businessId);
    if (!business) throw notFound('That business was not found.', 'BUSINESS_NOT_FOUND');
    if (!mayAnswer(input.role, business.membersAnswerFeedback)) {
      throw forbidden('The owner has not let team members answer feedback.', 'ANSWERING_NOT_ALLOWED');
    }
    await assertPlanLive(tx, input.businessId, 'answers');
    if ((await pauseOf(tx, input.businessId))?.reason === 'operator') {
      throw conflict(
        "The operator of this ReviewTap paused this location's sending, so no answer goes out for now. Your home says why and whom to write to; you can still write from your own mail app.",
        'SENDING_PAUSED',
      );
    }
    // One location's answers are counted one at a time, so parallel answers cannot pass the cap together.
    await tx.execute(sql`select pg_advisory_xact_lock(${ANSWER_LOCK_CLASS}, hashtext(${input.businessId}))`);
    const [item] = await tx
      .select()
      .from(feedback)
      .where(and(eq(feedback.id, input.feedbackId), eq(feedback.businessId, input.businessId)))
      .for('update');
    if (!item) throw notFound('That feedback item was not found.', 'FEEDBACK_NOT_FOUND');
    // Taken under the lock: an answer decided after another is also dated after it.
    const now = input.now ?? new Date();
    if (!item.customerEmail) {
      throw conflict('This customer left no e-mail address to answer.', 'NO_ADDRESS');
    }
    // Only an address the customer proved is theirs: anyone can type a stranger's into a form.
    if (!item.emailConfirmedAt) {
      throw conflict(
        'This customer has not confirmed their e-mail address yet. Once they do, you can answer here; until then, write from your own mail app.',
        'ADDRESS_NOT_CONFIRMED',
      );
    }
    const sent = await tx
      .select({ followUp: feedbackAnswers.followUp })
      .from(feedbackAnswers)
      .where(eq(feedbackAnswers.feedbackId, item.id));
    const answered = sent.some((a) => !a.followUp);
    if (!input.followUp && answered) {
      throw conflict('This feedback was already answered. You can send one follow-up.', 'ALREADY_ANSWERED');
    }
    if (input.followUp && !answered) {
      throw conflict('Answer first: a follow-up comes after the answer.', 'NOT_ANSWERED_YET');
    }
    if (input.followUp && sent.some((a) => a.followUp)) {
      throw conflict('The follow-up was already sent: an answer and one follow-up is all.', 'FOLLOW_UP_SENT');
    }
    if (await isSuppressed(tx, deps.keys, input.businessId, item.customerEmail)) {
      throw conflict('This customer asked for no more e-mail from this business.', 'UNSUBSCRIBED');
    }
    const [sentToday] = await tx
      .select({ n: count() })
      .from(feedbackAnswers)
      .where(
        and(
          eq(feedbackAnswers.businessId, input.businessId),
          gt(feedbackAnswers.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sentToday?.n ?? 0) >= deps.perDay) {
      throw tooMany(
        `This location has sent its ${deps.perDay} answers for today. Try again tomorrow, or write from your own mail app.`,
        'ANSWER_LIMIT',
      );
    }
    const ownerEmail = await emailOf(tx, business.ownerId);
    if (!ownerEmail) throw conflict('This business has no owner to reply to.', 'NO_OWNER');
    await tx.insert(feedbackAnswers).values({
      feedbackId: item.id,
      followUp: input.followUp,
      businessId: input.businessId,
      text: input.text,
      answeredBy: input.userId,
      createdAt: now,
    });
    // Answered is handled: it leaves what waits (the owner can reopen it).
    if (!item.resolvedAt) {
      await tx.update(feedback).set({ resolvedAt: now }).where(eq(feedback.id, item.id));
    }
    const locale = customerLocale(item.feedbackText, business.customerLanguage);
    await queueFeedbackAnswerMail(tx, {
      businessId: input.businessId,
      userId: input.userId,
      feedbackId: item.id,
      toAddress: item.customerEmail,
      replyTo: ownerEmail,
      businessName: business.name,
      answer: input.text,
      followUp: input.followUp,
      feedback: {
        rating: item.rating,
        text: item.feedbackText,
        date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: business.timeZone }).format(
          item.createdAt,
        ),
      },
      publicUrl: deps.publicUrl,
      locale,
      now,
    });
    const names = await displayNames(tx, [input.userId]);
    return {
      followUp: input.followUp,
      text: input.text,
      answeredAt: now.toISOString(),
      answeredBy: names.get(input.userId) ?? null,
    };
  });
}

/** The owner's switch: whether team members may answer feedback (and draft those answers). */
export async function setAnswerSettings(db: DbOrTx, businessId: string, membersMayAnswer: boolean) {
  const row = await setMembersAnswerFeedback(db, businessId, membersMayAnswer);
  return { membersMayAnswer: row.membersAnswerFeedback };
}
