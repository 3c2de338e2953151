import { and, eq, isNull } from 'drizzle-orm';
import {
  activeStaff,
  addStaffScan,
  bumpDailyStats,
  bumpStaffStats,
  insertScanWithRollup,
  utcDay,
} from '#server/analytics/rollup.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { businesses, feedback, scans } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { queueFeedbackAlert } from '#server/notifications/feedback-alerts.ts';
import { type Outcome, outcomeFor } from '#shared/ratings.ts';

const SCAN_NOT_FOUND = 'This visit was not found. Please scan the QR code again.';
const isUnrated = () => isNull(scans.rating);

async function businessForRating(tx: DbOrTx, businessId: string) {
  const [b] = await tx
    .select({
      id: businesses.id,
      googleReviewUrl: businesses.googleReviewUrl,
      filter: businesses.reviewFilterEnabled,
    })
    .from(businesses)
    .where(eq(businesses.id, businessId))
    .limit(1);
  if (!b) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  return b;
}

/** One page view of the rating page: a scan, counted in the same transaction as its rollup. */
export async function recordScan(
  db: DbOrTx,
  input: { businessId: string; deviceType: 'mobile' | 'desktop'; now?: Date; staffRef?: string },
) {
  // The hottest write in the product: one statement (atomic on its own) instead of a transaction
  // with four round trips. It inserts nothing when the business does not exist.
  const scanId = await insertScanWithRollup(db, {
    businessId: input.businessId,
    deviceType: input.deviceType,
    now: input.now ?? new Date(),
    staffRef: input.staffRef,
  });
  if (!scanId) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  return { scanId };
}

function feedbackPath(businessId: string, rating: number, scanId: string) {
  return `/feedback/${encodeURIComponent(businessId)}?rating=${rating}&scan=${scanId}`;
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
    now?: Date;
  },
): Promise<{ outcome: Outcome; redirectUrl: string; scanId: string }> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const business = await businessForRating(tx, input.businessId);
    const outcome = outcomeFor(input.rating, business.filter);
    let scanId: string;
    let scanDay: string;
    let staffRef: string | null;
    if (input.scanId) {
      const [rated] = await tx
        .update(scans)
        .set({ rating: input.rating, outcome, ratedAt: now })
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
    const redirectUrl =
      outcome === 'google' ? business.googleReviewUrl : feedbackPath(input.businessId, input.rating, scanId);
    return { outcome, redirectUrl, scanId };
  });
}

/**
 * Stores private feedback. When it comes from a rated visit, the rating the customer really chose is
 * kept (docs/product-rules.md §1); a form opened directly sends 3.
 */
export async function submitFeedback(
  db: DbOrTx,
  input: {
    businessId: string;
    feedback: string;
    rating: number;
    scanId?: string;
    customerName?: string;
    customerEmail?: string;
    now?: Date;
  },
) {
  return db.transaction(async (tx) => {
    await businessForRating(tx, input.businessId);
    let rating = input.rating;
    let attributed: { staffRef: string; day: string } | null = null;
    if (input.scanId) {
      const [scan] = await tx
        .select({ rating: scans.rating, staffRef: scans.staffRef, createdAt: scans.createdAt })
        .from(scans)
        .where(and(eq(scans.id, input.scanId), eq(scans.businessId, input.businessId)))
        .limit(1);
      if (!scan) throw notFound(SCAN_NOT_FOUND, 'SCAN_NOT_FOUND');
      if (scan.rating !== null && scan.rating <= 3) rating = scan.rating;
      if (scan.staffRef) attributed = { staffRef: scan.staffRef, day: utcDay(scan.createdAt) };
    }
    // The unique scan id decides between two sends of the same visit (a double tap, two tabs): a
    // check-then-insert would let both pass the check and fail the loser with a 500 on PostgreSQL.
    const [row] = await tx
      .insert(feedback)
      .values({
        businessId: input.businessId,
        scanId: input.scanId ?? null,
        rating,
        feedbackText: input.feedback,
        customerName: input.customerName ?? null,
        customerEmail: input.customerEmail ?? null,
        createdAt: input.now ?? new Date(),
      })
      .onConflictDoNothing({ target: feedback.scanId })
      .returning({ id: feedback.id });
    if (!row) throw conflict('Your feedback for this visit was already sent. Thank you!', 'FEEDBACK_EXISTS');
    if (attributed)
      await bumpStaffStats(tx, { businessId: input.businessId, ...attributed }, { feedbackCount: 1 });
    // The owner's alert, in the same transaction: it exists exactly when the feedback does.
    await queueFeedbackAlert(tx, {
      feedbackId: row.id,
      businessId: input.businessId,
      now: input.now ?? new Date(),
    });
    return { id: row.id, rating };
  });
}
