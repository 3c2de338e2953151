// A customer's visit as one flow: the scan, the rating and its outcome, with the rollups of analytics
// written in the same transaction.
import { and, eq, isNull } from 'drizzle-orm';
import { addStaffScan, bumpDailyStats, bumpStaffStats, utcDay } from '#server/analytics/service.ts';
import { ratingSettings } from '#server/businesses/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { scans } from '#server/db/tables/ratings.ts';
import { emitEvent } from '#server/developers/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { activeStaff } from '#server/teams/service.ts';
import type { Channel } from '#shared/constants/channels.ts';
import { type ReviewLink, reviewLinksFor } from '#shared/constants/review-link.ts';
import { type Outcome, outcomeFor } from '#shared/schemas/ratings.ts';
import { insertScanWithRollup } from './scan-insert';
import { SCAN_NOT_FOUND } from './service';

const isUnrated = () => isNull(scans.rating);

type RatedVisit = {
  outcome: Outcome;
  redirectUrl: string;
  scanId: string;
  reviewLink?: ReviewLink;
  alternateUrl?: string;
};

/** One page view of the rating page: a scan, counted in the same transaction as its rollup. */
export async function recordScan(
  db: DbOrTx,
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
  // welcome=1: the feedback page opens with "Help us improve", once (issue 33).
  return `/feedback/${encodeURIComponent(businessId)}?rating=${rating}&scan=${scanId}&welcome=1`;
}

/**
 * Rates a scan once and decides where the customer goes, from the business's filter setting at this
 * moment. Without a scan id (no JavaScript, or the scan call failed) the scan is created here too.
 */
export async function rateScan(
  db: DbOrTx,
  input: {
    businessId: string;
    rating: number;
    scanId?: string;
    deviceType?: 'mobile' | 'desktop';
    /** Only used when the scan is created here; a scan id carries its own attribution. */
    staffRef?: string;
    channel?: Channel;
    /** The customer's browser: Firefox for Android is sent to the Maps place (issue 31). */
    userAgent?: string;
    now?: Date;
  },
): Promise<RatedVisit> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const business = await ratingSettings(tx, input.businessId);
    const outcome = outcomeFor(input.rating, business.filter);
    const links = outcome === 'google' ? reviewLinksFor(business, input.userAgent) : null;
    const reviewLink = links?.kind ?? null;
    let scanId: string;
    let scanDay: string;
    let staffRef: string | null;
    if (input.scanId) {
      const [rated] = await tx
        .update(scans)
        .set({ rating: input.rating, outcome, ratedAt: now, reviewLink })
        .where(and(eq(scans.id, input.scanId), eq(scans.businessId, input.businessId), isUnrated()))
        .returning({ id: scans.id, createdAt: scans.createdAt, staffRef: scans.staffRef });
      if (!rated) {
        const [existing] = await tx
          .select({ id: scans.id })
          .from(scans)
          .where(and(eq(scans.id, input.scanId), eq(scans.businessId, input.businessId)))
          .limit(1);
        if (existing) throw conflict('This visit has already been rated.', 'ALREADY_RATED');
        throw notFound(SCAN_NOT_FOUND, 'SCAN_NOT_FOUND');
      }
      scanId = rated.id;
      scanDay = utcDay(rated.createdAt);
      staffRef = rated.staffRef;
    } else {
      const staff = await activeStaff(tx, input.businessId, input.staffRef);
      const [created] = await tx
        .insert(scans)
        .values({
          businessId: input.businessId,
          deviceType: input.deviceType ?? 'mobile',
          createdAt: now,
          rating: input.rating,
          outcome,
          ratedAt: now,
          staffRef: staff?.staffRef ?? null,
          channel: input.channel ?? 'qr',
          reviewLink,
        })
        .returning({ id: scans.id });
      scanId = created!.id;
      scanDay = utcDay(now);
      staffRef = staff?.staffRef ?? null;
      await bumpDailyStats(tx, input.businessId, scanDay, { scans: 1 });
      if (staff) await addStaffScan(tx, staff, input.businessId, scanDay);
    }
    await bumpDailyStats(tx, input.businessId, scanDay, {
      rating: input.rating,
      conversions: outcome === 'google' ? 1 : 0,
      feedbackOutcomes: outcome === 'feedback' ? 1 : 0,
    });
    if (staffRef) {
      const key = { businessId: input.businessId, staffRef, day: scanDay };
      await bumpStaffStats(tx, key, { ratings: 1, conversions: outcome === 'google' ? 1 : 0 });
    }
    // Stars and where the customer went; nothing about who they are (issue 30).
    await emitEvent(tx, business, 'rating.created', { scanId, rating: input.rating, outcome }, now);
    if (!links) return { outcome, redirectUrl: feedbackPath(input.businessId, input.rating, scanId), scanId };
    return {
      outcome,
      redirectUrl: links.url,
      reviewLink: links.kind,
      alternateUrl: links.alternateUrl,
      scanId,
    };
  });
}
