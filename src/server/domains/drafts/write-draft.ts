// A draft of a reply to a Google review or an answer to a private feedback: written by the operator's
// model and streamed as it comes, or filled in from the saved replies when no model is set. A draft is
// only words for the owner's box: nothing here posts or sends anything.

import type { DbOrTx } from '#server/db/client.ts';
import { savedLocaleOf } from '#server/domains/auth/service.ts';
import { assertPlanLive } from '#server/domains/billing/service.ts';
import { findBusiness } from '#server/domains/businesses/service.ts';
import { feedbackToAnswer, mayAnswer } from '#server/domains/feedback/service.ts';
import { replyTemplates, reviewToAnswer } from '#server/domains/google/service.ts';
import { forbidden, notFound, tooMany, unavailable, upstreamFailed } from '#server/lib/domain-errors.ts';
import { localDay } from '#server/lib/time-zone.ts';
import { REPLY_MAX_BYTES } from '#shared/lib/google.ts';
import { DEFAULT_LOCALE, isLocale } from '#shared/lib/i18n/locales.ts';
import type { Role } from '#shared/schemas/businesses.ts';
import type { DraftEvent, DraftRequest } from '#shared/schemas/drafts.ts';
import { feedbackItemParamsSchema } from '#shared/schemas/feedback.ts';
import { type ChatModel, type DraftFinish, ModelError } from './chat-model';
import { DRAFT_MAX_TOKENS, type DraftSubject, draftMessages, firstNameOf } from './prompt';
import { savedReplyFor } from './ready-replies';
import { giveBackDraft, replyVoiceOf, takeDraft } from './settings';

export type DraftDeps = { mode: 'model' | 'templates' | 'off'; model: ChatModel | null; perDay: number };

/** The model's failure in the owner's words, with the status the HTTP layer gives each kind. */
function refusal(err: ModelError) {
  switch (err.failure) {
    case 'busy':
      return unavailable(err.message, 'DRAFT_BUSY');
    case 'no-credit':
      return unavailable(err.message, 'DRAFT_NO_CREDIT');
    case 'setup':
      return unavailable(err.message, 'DRAFT_SETUP');
    case 'timeout':
      return upstreamFailed(err.message, 'DRAFT_TIMEOUT');
    default:
      return upstreamFailed(err.message, 'DRAFT_UNAVAILABLE');
  }
}

/**
 * What the draft answers, and the first name a saved reply may greet: a Google reviewer's shown
 * name, or the name a private customer gave (which a saved reply uses and the model never sees).
 */
async function subjectOf(
  db: DbOrTx,
  business: { id: string; membersAnswerFeedback: boolean },
  role: Role | null,
  request: DraftRequest,
): Promise<{ subject: DraftSubject; greet: string | null }> {
  if (request.for === 'review') {
    // Only the owner replies on Google, so only the owner drafts those replies.
    if (role !== 'owner') throw forbidden('Only the owner replies to Google reviews.', 'OWNER_ONLY');
    const review = await reviewToAnswer(db, business.id, request.itemId);
    const firstName = firstNameOf(review);
    return {
      subject: { kind: 'review', text: review.text, stars: review.stars, firstName },
      greet: firstName,
    };
  }
  if (!mayAnswer(role, business.membersAnswerFeedback)) {
    throw forbidden('The owner has not let team members answer feedback.', 'ANSWERING_NOT_ALLOWED');
  }
  if (!feedbackItemParamsSchema.shape.feedbackId.safeParse(request.itemId).success) {
    throw notFound('That feedback item was not found.', 'FEEDBACK_NOT_FOUND');
  }
  const item = await feedbackToAnswer(db, business.id, request.itemId);
  // A private customer's name never goes to the model.
  return {
    subject: { kind: 'feedback', text: item.text, stars: item.stars, firstName: null },
    greet: firstNameOf({ displayName: item.customerName ?? '', isAnonymous: !item.customerName }),
  };
}

/**
 * The saved reply of the subject's star band, filled in: what drafts are without a model. The owner's
 * own, else the one that ships ready, in the customer's language.
 */
async function fromSavedReply(
  db: DbOrTx,
  business: { id: string; ownerId: string; customerLanguage: string },
  subject: DraftSubject,
  greet: string | null,
): Promise<DraftEvent[]> {
  const fallback = isLocale(business.customerLanguage)
    ? business.customerLanguage
    : ((await savedLocaleOf(db, business.ownerId)) ?? DEFAULT_LOCALE);
  const reply = savedReplyFor(
    { text: subject.text, stars: subject.stars, firstName: greet },
    await replyTemplates(db, business.id),
    fallback,
  );
  return [
    { type: 'start', source: 'template', language: reply.language },
    { type: 'text', text: reply.text },
    { type: 'end', finish: 'stop' },
  ];
}

const encoder = new TextEncoder();

/** The longest start of `text` that fits in `bytes` bytes, cut between characters. */
function fitting(text: string, bytes: number) {
  let out = '';
  let used = 0;
  for (const char of text) {
    const size = encoder.encode(char).length;
    if (used + size > bytes) break;
    out += char;
    used += size;
  }
  return out;
}

/**
 * Checks who may draft and what, counts a model draft against the location's day, and waits for the
 * model's first words, so a refusal is an answer with a status. Then the words stream as events.
 */
export async function startDraft(
  db: DbOrTx,
  deps: DraftDeps,
  input: { businessId: string; role: Role | null; request: DraftRequest; signal: AbortSignal; now?: Date },
): Promise<AsyncGenerator<DraftEvent>> {
  if (deps.mode === 'off') throw unavailable('Drafts are turned off on this server.', 'DRAFTS_OFF');
  const business = await findBusiness(db, input.businessId);
  if (!business) throw notFound('That business was not found.', 'BUSINESS_NOT_FOUND');
  await assertPlanLive(db, business.id, 'drafts');
  const { subject, greet } = await subjectOf(db, business, input.role, input.request);
  if (deps.mode === 'templates' || !deps.model) {
    const events = await fromSavedReply(db, business, subject, greet);
    return (async function* () {
      yield* events;
    })();
  }
  // The cap's day is UTC's: moving the location's clock never gives it a second day of drafts.
  const day = localDay(input.now ?? new Date(), 'UTC');
  if (!(await takeDraft(db, business.id, day, deps.perDay))) {
    throw tooMany(
      `This location has used its ${deps.perDay} drafts for today. Write this one yourself, or draft again tomorrow.`,
      'DRAFT_LIMIT',
    );
  }
  const { messages, language } = draftMessages(subject, business.name, await replyVoiceOf(db, business.id));
  const stop = new AbortController();
  const signal = AbortSignal.any([input.signal, stop.signal]);
  const words = deps.model.write(messages, { maxTokens: DRAFT_MAX_TOKENS, signal });
  let first: IteratorResult<string, DraftFinish>;
  try {
    first = await words.next();
  } catch (err) {
    // The draft counts once the model is asked; only the provider's failure gives its place back,
    // never an owner who hangs up before the first word.
    if (err instanceof ModelError) {
      await giveBackDraft(db, business.id, day);
      throw refusal(err);
    }
    throw err;
  }
  return (async function* () {
    yield { type: 'start', source: 'model', language } satisfies DraftEvent;
    let next = first;
    let left = REPLY_MAX_BYTES;
    let wrote = false;
    try {
      while (!next.done) {
        const size = encoder.encode(next.value).length;
        if (size > left) {
          // Google takes 4096 bytes: what does not fit is not offered, and the draft says it is cut.
          const part = fitting(next.value, left);
          if (part) yield { type: 'text', text: part } satisfies DraftEvent;
          stop.abort();
          yield { type: 'end', finish: 'length' } satisfies DraftEvent;
          return;
        }
        left -= size;
        wrote = true;
        yield { type: 'text', text: next.value } satisfies DraftEvent;
        next = await words.next();
      }
      if (!wrote) await giveBackDraft(db, business.id, day);
      yield { type: 'end', finish: next.value } satisfies DraftEvent;
    } catch (err) {
      if (input.signal.aborted) return;
      const failure = err instanceof ModelError ? refusal(err) : null;
      yield {
        type: 'error',
        code: failure?.code ?? 'DRAFT_UNAVAILABLE',
        message: failure?.message ?? 'The writing service stopped midway. Try again, or finish it yourself.',
      } satisfies DraftEvent;
    }
  })();
}
