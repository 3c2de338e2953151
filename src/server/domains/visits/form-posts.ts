// The customer pages' no-JavaScript form posts (docs/decisions/0005-customer-pages.md): the form's
// fields read and checked, the rating or feedback stored, and a problem put in the customer's words.
import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { BusinessRow } from '#server/db/tables/businesses.ts';
import { type AddressCheck, submitFeedback } from '#server/domains/feedback/service.ts';
import { type InvitationKeys, isInvitationToken } from '#server/domains/invitations/service.ts';
import { isDomainError } from '#server/lib/domain-errors.ts';
import { channelOf } from '#shared/lib/channels.ts';
import { FEEDBACK_MAX, feedbackRequestSchema } from '#shared/schemas/feedback.ts';
import { staffRefInputSchema } from '#shared/schemas/staff.ts';
import { rateRequestSchema, scanIdSchema } from '#shared/schemas/visits.ts';
import { translatorFor } from './language';
import { rateScan } from './rate-visit';
import type { CustomerI18n } from './render';

/** The feedback page's query: a bad value falls back rather than failing the page. */
export const feedbackQuery = z.object({
  rating: z.coerce.number().int().min(1).max(3).catch(3),
  scan: scanIdSchema.optional().catch(undefined),
  sent: z.string().optional().catch(undefined),
  welcome: z.literal('1').optional().catch(undefined),
});

type Body = Record<string, unknown> | undefined;
const field = (body: Body, key: string) =>
  typeof body?.[key] === 'string' ? (body[key] as string) : undefined;

/** The no-JavaScript form's problem, in the customer's language (the JSON API's messages stay English). */
function feedbackProblem(issue: z.core.$ZodIssue | undefined, i18n: CustomerI18n) {
  const { t } = translatorFor(i18n.lang);
  switch (issue?.path[0]) {
    case 'feedback':
      return issue.code === 'too_big'
        ? t('customer.feedbackTooLong', { max: FEEDBACK_MAX })
        : t('customer.feedbackRequired');
    case 'customerName':
      return t('customer.nameTooLong', { max: 100 });
    case 'customerEmail':
      return issue.code === 'too_big' ? t('customer.emailTooLong') : t('customer.emailInvalid');
    default:
      return t('customer.checkForm');
  }
}

/** The feedback form's fields as posted, with the rating and visit carried from the rating page. */
export function readFeedbackForm(body: Body) {
  return {
    rating: feedbackQuery.shape.rating.parse(field(body, 'rating')),
    scanId: feedbackQuery.shape.scan.parse(field(body, 'scanId')),
    values: {
      feedback: field(body, 'feedback'),
      customerName: field(body, 'customerName'),
      customerEmail: field(body, 'customerEmail'),
    },
  };
}

/**
 * Stores a posted feedback form. A second post for the same visit (a double submit) counts as
 * sent: the customer is done. Otherwise a problem comes back in the customer's language.
 */
export async function submitFeedbackForm(
  db: Db,
  businessId: string,
  form: ReturnType<typeof readFeedbackForm>,
  i18n: CustomerI18n,
  proveAddress: AddressCheck,
): Promise<{ sent: true } | { sent: false; problem: string }> {
  const parsed = feedbackRequestSchema.safeParse({
    ...form.values,
    rating: form.rating,
    scanId: form.scanId,
  });
  if (!parsed.success) return { sent: false, problem: feedbackProblem(parsed.error.issues[0], i18n) };
  try {
    await submitFeedback(db, { businessId, ...parsed.data }, proveAddress);
    return { sent: true };
  } catch (err) {
    if (isDomainError(err, 'conflict')) return { sent: true };
    if (!isDomainError(err)) throw err;
    const { t } = translatorFor(i18n.lang);
    return {
      sent: false,
      problem: err.code === 'SCAN_NOT_FOUND' ? t('customer.visitNotFound') : t('customer.checkForm'),
    };
  }
}

/** A posted rating: stored with its own scan, or the "choose the stars" problem. */
export async function rateFromForm(
  db: Db,
  business: BusinessRow,
  body: Body,
  visitor: { deviceType: 'mobile' | 'desktop'; userAgent: string | undefined },
  i18n: CustomerI18n,
  invitationKeys?: InvitationKeys,
) {
  const staff = staffRefInputSchema.parse(body?.staff);
  const channel = channelOf(body?.channel);
  const invitation = field(body, 'invitation')?.slice(0, 80);
  const parsed = rateRequestSchema.pick({ rating: true }).safeParse({ rating: Number(body?.rating) });
  if (!parsed.success)
    return { staff, channel, problem: translatorFor(i18n.lang).t('customer.chooseStars') } as const;
  const rated = await rateScan(db, {
    businessId: business.id,
    rating: parsed.data.rating,
    staffRef: staff,
    channel,
    ...visitor,
    invitation: invitation && invitationKeys ? { token: invitation, keys: invitationKeys } : undefined,
  });
  return { staff, channel, ...rated } as const;
}

/** An invitation's star link (`i=` token, `r=` star): the page to confirm it, or null for anything else. */
export function invitationOnLink(keys: InvitationKeys, token: unknown, star: unknown) {
  if (!isInvitationToken(keys, token)) return null;
  const stars = Number(star);
  return { token: token as string, stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 0 };
}
