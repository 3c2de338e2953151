// A customer's visit as one flow: the scan, the rating and its outcome, each one statement that writes
// the rollups and webhook events with it (scan-insert.ts, rate-statement.ts).
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '#server/db/client.ts';
import { scans } from '#server/db/tables/visits.ts';
import {
  claimInvitationRating,
  type InvitationKeys,
  invitationForRating,
  markInvitationRated,
} from '#server/domains/invitations/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import type { Channel } from '#shared/lib/channels.ts';
import { type ReviewLink, reviewLinkKindFor, reviewLinksFor } from '#shared/lib/review-link.ts';
import type { Outcome } from '#shared/schemas/visits.ts';
import { rateScanInOneStatement } from './rate-statement';
import { insertScanWithRollup } from './scan-insert';
import { SCAN_NOT_FOUND } from './service';

type RatedVisit = {
  outcome: Outcome;
  redirectUrl: string;
  scanId: string;
  reviewLink?: ReviewLink;
  alternateUrl?: string;
};

/** One page view of the rating page: a scan, counted in the same transaction as its rollup. */
export async function recordScan(
  db: Db,
  input: {
    businessId: string;
    deviceType: 'mobile' | 'desktop';
    now?: Date;
    staffRef?: string;
    channel?: Channel;
  },
) {
  // The hottest write in the product: one statement (atomic on its own) instead of a transaction
  // with four round trips. It inserts nothing when the business does not exist.
  const scanId = await insertScanWithRollup(db, {
    businessId: input.businessId,
    deviceType: input.deviceType,
    now: input.now ?? new Date(),
    staffRef: input.staffRef,
    channel: input.channel,
  });
  if (!scanId) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  return { scanId };
}

function feedbackPath(businessId: string, rating: number, scanId: string) {
  // welcome=1: the feedback page opens with "Help us improve", once.
  return `/feedback/${encodeURIComponent(businessId)}?rating=${rating}&scan=${scanId}&welcome=1`;
}

/** Where the customer goes after rating, with the links for their browser on a Google outcome. */
function answerFor(
  business: { name: string; placeId: string; googleReviewUrl: string },
  input: { businessId: string; rating: number; userAgent?: string },
  outcome: Outcome,
  scanId: string,
): RatedVisit {
  if (outcome !== 'google') {
    return { outcome, redirectUrl: feedbackPath(input.businessId, input.rating, scanId), scanId };
  }
  const links = reviewLinksFor(business, input.userAgent);
  return {
    outcome,
    redirectUrl: links.url,
    reviewLink: links.kind,
    alternateUrl: links.alternateUrl,
    scanId,
  };
}

type RateInput = {
  businessId: string;
  rating: number;
  scanId?: string;
  deviceType?: 'mobile' | 'desktop';
  /** Only used when the scan is created here; a scan id carries its own attribution. */
  staffRef?: string;
  channel?: Channel;
  /** The customer's browser: Firefox for Android is sent to the Maps place. */
  userAgent?: string;
  /**
   * The invitation the customer came through: its first rated visit is its own scan on the invitation
   * channel, credited to the member who sent it, and the invitation is marked rated in the same
   * transaction.
   */
  invitation?: { token: string; keys: InvitationKeys };
  now?: Date;
};

/**
 * Rates a scan once and decides where the customer goes, from the business's filter setting at this
 * moment. Without a scan id (no JavaScript, or the scan call failed) the scan is created here too.
 */
export async function rateScan(db: Db, input: RateInput): Promise<RatedVisit> {
  const now = input.now ?? new Date();
  // A token that is not ours, or another business's invitation, leaves an ordinary rating.
  const invitation = input.invitation
    ? await invitationForRating(db, input.invitation.keys, input.businessId, input.invitation.token)
    : null;
  if (input.scanId && !invitation) return rateExistingScan(db, { ...input, scanId: input.scanId }, now);
  // The visit's two statements in one transaction: the scan and its rating are counted together or not at all.
  return db.transaction(async (tx) => {
    // An invitation counts one rated visit: a later confirmation through its link is an ordinary one.
    const counted = invitation ? await claimInvitationRating(tx, invitation.id, now) : false;
    const scanId = await insertScanWithRollup(tx, {
      businessId: input.businessId,
      deviceType: input.deviceType ?? 'mobile',
      now,
      staffRef: counted ? (invitation?.staffRef ?? undefined) : input.staffRef,
      channel: counted ? 'invitation' : input.channel,
    });
    if (!scanId) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
    const rated = await rateExistingScan(tx, { ...input, scanId }, now);
    if (counted && invitation)
      await markInvitationRated(tx, invitation.id, {
        stars: input.rating,
        outcome: rated.outcome,
        scanId,
        now,
      });
    return rated;
  });
}

/**
 * The common case, a scan the rating page recorded: one statement rates it with its rollups and event
 *. A scan that is not this business's, or was rated already, is told apart afterwards.
 */
async function rateExistingScan(db: DbOrTx, input: RateInput & { scanId: string }, now: Date) {
  const rated = await rateScanInOneStatement(db, {
    businessId: input.businessId,
    scanId: input.scanId,
    rating: input.rating,
    reviewLink: reviewLinkKindFor(input.userAgent),
    now,
  });
  if (!rated.business) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  if (!rated.outcome) {
    const [existing] = await db
      .select({ id: scans.id })
      .from(scans)
      .where(and(eq(scans.id, input.scanId), eq(scans.businessId, input.businessId)))
      .limit(1);
    if (existing) throw conflict('This visit has already been rated.', 'ALREADY_RATED');
    throw notFound(SCAN_NOT_FOUND, 'SCAN_NOT_FOUND');
  }
  return answerFor(rated.business, input, rated.outcome, input.scanId);
}
