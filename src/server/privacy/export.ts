import type { Readable } from 'node:stream';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import { findBusiness, toBusiness } from '#server/businesses/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  dailyStats,
  mailOutbox,
  memberships,
  notificationSettings,
  qrCustomizations,
  scans,
  staffDailyStats,
  subscriptions,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/lib/domain-errors.ts';
import { effective } from '#server/notifications/recipients.ts';
import { csvStream } from './csv';
import { FEEDBACK_CSV_COLUMNS, feedbackCsvRows } from './inbox';

const SCAN_CSV_COLUMNS = ['id', 'createdAt', 'deviceType', 'rating', 'outcome', 'ratedAt', 'staffRef'];
// The export's feedback also names the scan it came from (issue 26: the link was left out).
const EXPORT_FEEDBACK_COLUMNS = [...FEEDBACK_CSV_COLUMNS, 'scanId'];
const STAFF_CSV_COLUMNS = [
  'day',
  'staffRef',
  'firstName',
  'lastName',
  'role',
  'scans',
  'ratings',
  'conversions',
  'feedbackCount',
];
const MAIL_CSV_COLUMNS = ['createdAt', 'kind', 'toAddress', 'subject', 'status', 'sentAt', 'text'];
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
        staffRef: scans.staffRef,
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

/** The team board's figures per staff reference and day, with the name each reference belongs to. */
async function* staffRows(db: DbOrTx, businessId: string) {
  const rows = await db
    .select({
      day: staffDailyStats.day,
      staffRef: staffDailyStats.staffRef,
      firstName: users.firstName,
      lastName: users.lastName,
      role: staffDailyStats.role,
      scans: staffDailyStats.scans,
      ratings: staffDailyStats.ratings,
      conversions: staffDailyStats.conversions,
      feedbackCount: staffDailyStats.feedbackCount,
    })
    .from(staffDailyStats)
    .leftJoin(users, eq(users.id, staffDailyStats.userId))
    .where(eq(staffDailyStats.businessId, businessId))
    .orderBy(asc(staffDailyStats.day), asc(staffDailyStats.staffRef));
  yield* rows;
}

/** The e-mails the business sent (feedback alerts, weekly summaries), oldest first. */
async function* mailRows(db: DbOrTx, businessId: string) {
  yield* await db
    .select({
      createdAt: mailOutbox.createdAt,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      sentAt: mailOutbox.sentAt,
      text: mailOutbox.text,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.businessId, businessId))
    .orderBy(asc(mailOutbox.createdAt));
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
      staffRef: memberships.staffRef,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.businessId, businessId))
    .orderBy(asc(memberships.createdAt));
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.businessId, businessId));
  // The owner's own mail settings; each member's are theirs, not the business's.
  const [mail] = await db
    .select({
      feedbackAlerts: notificationSettings.feedbackAlerts,
      weeklySummary: notificationSettings.weeklySummary,
      timeZone: notificationSettings.timeZone,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, business.ownerId));
  const { feedbackRetention, reviewFilterEnabled, maxTeamSize, ...rest } = toBusiness(business);
  return {
    exportedAt: now.toISOString(),
    business: { ...rest, businessCode: business.businessCode },
    settings: {
      reviewFilterEnabled,
      feedbackRetention,
      maxTeamSize,
      teamBoardVisible: business.teamBoardVisible,
      ownerNotifications: {
        feedbackAlerts: effective(mail?.feedbackAlerts, 'owner'),
        weeklySummary: effective(mail?.weeklySummary, 'owner'),
        timeZone: mail?.timeZone ?? 'UTC',
      },
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
  zip.addReadStream(csvStream(EXPORT_FEEDBACK_COLUMNS, feedbackCsvRows(db, businessId)), 'feedback.csv', {
    mtime,
  });
  zip.addReadStream(csvStream(SCAN_CSV_COLUMNS, scanRows(db, businessId)), 'scans.csv', { mtime });
  zip.addReadStream(csvStream(DAILY_CSV_COLUMNS, dailyRows(db, businessId)), 'daily.csv', { mtime });
  zip.addReadStream(csvStream(STAFF_CSV_COLUMNS, staffRows(db, businessId)), 'staff.csv', { mtime });
  zip.addReadStream(csvStream(MAIL_CSV_COLUMNS, mailRows(db, businessId)), 'mail.csv', { mtime });
  zip.end();
  const slug =
    doc.business.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'business';
  return { name: `${slug}-${doc.exportedAt.slice(0, 10)}.zip`, stream: zip.outputStream as Readable };
}
