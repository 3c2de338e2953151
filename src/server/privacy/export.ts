import type { Readable } from 'node:stream';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { findBusiness, toBusiness } from '../businesses/service';
import type { DbOrTx } from '../db/client';
import { dailyStats, memberships, qrCustomizations, scans, subscriptions, users } from '../db/schema';
import { notFound } from '../plugins/error-handler';
import { csvStream } from './csv';
import { FEEDBACK_CSV_COLUMNS, feedbackCsvRows } from './inbox';

const SCAN_CSV_COLUMNS = ['id', 'createdAt', 'deviceType', 'rating', 'outcome', 'ratedAt'];
const DAILY_CSV_COLUMNS = [
  'day',
  'scans',
  'conversions',
  'feedbackOutcomes',
  'rating1',
  'rating2',
  'rating3',
  'rating4',
  'rating5',
];

const BATCH = 2000;

/** Raw scans, oldest first, in keyset batches. A scan holds no personal data: time, device type, rating. */
async function* scanRows(db: DbOrTx, businessId: string) {
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cond: SQL = after
      ? and(
          eq(scans.businessId, businessId),
          sql`(${scans.createdAt}, ${scans.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        )!
      : eq(scans.businessId, businessId);
    const rows = await db
      .select({
        id: scans.id,
        createdAt: scans.createdAt,
        deviceType: scans.deviceType,
        rating: scans.rating,
        outcome: scans.outcome,
        ratedAt: scans.ratedAt,
        cursor: sql<string>`${scans.createdAt}::text`,
      })
      .from(scans)
      .where(cond)
      .orderBy(asc(scans.createdAt), asc(scans.id))
      .limit(BATCH);
    for (const { cursor: _, ...r } of rows) yield r;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = { at: last.cursor, id: last.id };
  }
}

async function* dailyRows(db: DbOrTx, businessId: string) {
  const rows = await db
    .select()
    .from(dailyStats)
    .where(eq(dailyStats.businessId, businessId))
    .orderBy(asc(dailyStats.day));
  for (const { businessId: _, ...r } of rows) yield r;
}

/** business.json: the business, its settings, its team and its subscription. */
async function businessDocument(db: DbOrTx, businessId: string, now = new Date()) {
  const business = await findBusiness(db, businessId);
  if (!business) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
  const [qr] = await db.select().from(qrCustomizations).where(eq(qrCustomizations.businessId, businessId));
  const team = await db
    .select({
      role: memberships.role,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      joinedAt: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(asc(memberships.createdAt));
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
  const { feedbackRetention, reviewFilterEnabled, maxTeamSize, ...rest } = toBusiness(business);
  return {
    exportedAt: now.toISOString(),
    business: { ...rest, businessCode: business.businessCode },
    settings: {
      reviewFilterEnabled,
      feedbackRetention,
      maxTeamSize,
      qrCustomization: qr
        ? {
            qrLayoutTemplate: qr.qrLayoutTemplate,
            businessDisplayName: qr.businessDisplayName,
            customReviewText: qr.customReviewText,
            customImage: qr.customImage,
            updatedAt: qr.updatedAt.toISOString(),
          }
        : null,
    },
    team: team.map((m) => ({ ...m, joinedAt: m.joinedAt.toISOString() })),
    subscription: sub
      ? {
          status: sub.status,
          provider: sub.provider,
          customerId: sub.customerId,
          subscriptionId: sub.subscriptionId,
          extraSeats: sub.extraSeats,
          currentPeriodEnd: sub.currentPeriodEnd?.toISOString() ?? null,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        }
      : { status: 'trialing', trialEndsAt: business.trialEndsAt.toISOString() },
  };
}

/**
 * The whole export as a streamed ZIP. business.json is read first, so an unknown business is a 404
 * before any byte is sent; the CSV files are read in batches while the archive is written.
 */
export async function exportBusiness(
  db: DbOrTx,
  businessId: string,
): Promise<{ name: string; stream: Readable }> {
  const doc = await businessDocument(db, businessId);
  const zip = new ZipFile();
  const mtime = new Date(doc.exportedAt);
  zip.addBuffer(Buffer.from(`${JSON.stringify(doc, null, 2)}\n`), 'business.json', { mtime });
  zip.addReadStream(csvStream(FEEDBACK_CSV_COLUMNS, feedbackCsvRows(db, businessId)), 'feedback.csv', {
    mtime,
  });
  zip.addReadStream(csvStream(SCAN_CSV_COLUMNS, scanRows(db, businessId)), 'scans.csv', { mtime });
  zip.addReadStream(csvStream(DAILY_CSV_COLUMNS, dailyRows(db, businessId)), 'daily.csv', { mtime });
  zip.end();
  const slug =
    doc.business.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'business';
  return { name: `${slug}-${doc.exportedAt.slice(0, 10)}.zip`, stream: zip.outputStream as Readable };
}
