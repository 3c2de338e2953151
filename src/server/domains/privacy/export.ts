// The export: every domain hands over its own rows through its service; this file only
// lays them out as business.json and CSV files in a streamed ZIP.
import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { DbOrTx } from '#server/db/client.ts';
import {
  DAILY_EXPORT_COLUMNS,
  dailyRowsForExport,
  STAFF_EXPORT_COLUMNS,
  staffRowsForExport,
} from '#server/domains/analytics/service.ts';
import { userSummaries } from '#server/domains/auth/service.ts';
import { storedSubscription } from '#server/domains/billing/service.ts';
import { requireBusiness, toBusiness } from '#server/domains/businesses/service.ts';
import { replyVoiceOf } from '#server/domains/drafts/service.ts';
import { FEEDBACK_CSV_COLUMNS, feedbackCsvRows } from '#server/domains/feedback/service.ts';
import { reviewRowsForExport } from '#server/domains/google/service.ts';
import { invitationRowsForExport, reminderDaysOf } from '#server/domains/invitations/service.ts';
import { effective, mailRowsForExport, mailSettingsOf } from '#server/domains/notifications/service.ts';
import { storedCustomization } from '#server/domains/qr/service.ts';
import { teamForExport } from '#server/domains/teams/service.ts';
import { scanRowsForExport } from '#server/domains/visits/service.ts';
import { csvStream } from '#server/lib/csv.ts';

const SCAN_CSV_COLUMNS = [
  'id',
  'createdAt',
  'deviceType',
  'rating',
  'outcome',
  'ratedAt',
  'staffRef',
  'channel',
  'reviewLink',
];
// The export's feedback also names the scan it came from.
const EXPORT_FEEDBACK_COLUMNS = [...FEEDBACK_CSV_COLUMNS, 'scanId'];
const GOOGLE_REVIEW_CSV_COLUMNS = [
  'reviewId',
  'createTime',
  'stars',
  'reviewer',
  'comment',
  'replyComment',
  'replyUpdateTime',
];
const MAIL_CSV_COLUMNS = ['createdAt', 'kind', 'toAddress', 'subject', 'status', 'sentAt', 'text'];
const INVITATION_CSV_COLUMNS = [
  'createdAt',
  'email',
  'name',
  'language',
  'externalId',
  'source',
  'status',
  'stars',
  'sendAt',
  'sentAt',
  'remindedAt',
  'openedAt',
  'ratedAt',
];

/** business.json: the business, its settings, its team and its subscription. */
async function businessDocument(db: DbOrTx, businessId: string, now = new Date()) {
  const business = await requireBusiness(db, businessId);
  const qr = await storedCustomization(db, businessId);
  const seats = await teamForExport(db, businessId);
  const people = await userSummaries(
    db,
    seats.map((m) => m.userId),
  );
  const team = seats.flatMap(({ userId, ...m }) => {
    const person = people.get(userId);
    return person ? [{ role: m.role, ...person, joinedAt: m.joinedAt, staffRef: m.staffRef }] : [];
  });
  const sub = await storedSubscription(db, businessId);
  // The owner's own mail settings; each member's are theirs, not the business's.
  const mail = await mailSettingsOf(db, business.ownerId);
  const replyVoice = await replyVoiceOf(db, businessId);
  const reminderDays = await reminderDaysOf(db, businessId);
  const { feedbackRetention, reviewFilterEnabled, maxTeamSize, ...rest } = toBusiness(business);
  return {
    exportedAt: now.toISOString(),
    business: { ...rest, businessCode: business.businessCode },
    settings: {
      reviewFilterEnabled,
      feedbackRetention,
      maxTeamSize,
      teamBoardVisible: business.teamBoardVisible,
      membersAnswerFeedback: business.membersAnswerFeedback,
      // The tone and sign-off every draft of a reply or an answer uses.
      replyVoice,
      invitations: { reminderDays },
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
  zip.addReadStream(csvStream(SCAN_CSV_COLUMNS, scanRowsForExport(db, businessId)), 'scans.csv', { mtime });
  zip.addReadStream(csvStream(DAILY_EXPORT_COLUMNS, dailyRowsForExport(db, businessId)), 'daily.csv', {
    mtime,
  });
  zip.addReadStream(csvStream(STAFF_EXPORT_COLUMNS, staffRowsForExport(db, businessId)), 'staff.csv', {
    mtime,
  });
  zip.addReadStream(csvStream(MAIL_CSV_COLUMNS, mailRowsForExport(db, businessId)), 'mail.csv', { mtime });
  zip.addReadStream(
    csvStream(INVITATION_CSV_COLUMNS, invitationRowsForExport(db, businessId)),
    'invitations.csv',
    {
      mtime,
    },
  );
  // The Business Profile's reviews and the owner's replies, as last read from Google.
  const reviews = async function* () {
    yield* await reviewRowsForExport(db, businessId);
  };
  zip.addReadStream(csvStream(GOOGLE_REVIEW_CSV_COLUMNS, reviews()), 'google-reviews.csv', { mtime });
  zip.end();
  const slug =
    doc.business.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'business';
  return { name: `${slug}-${doc.exportedAt.slice(0, 10)}.zip`, stream: zip.outputStream as Readable };
}
