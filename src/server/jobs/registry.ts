// Every scheduled job of the product, in one list. Each runs at most once per period across
// all instances: the scheduler claims the job's row in `job_runs` in one conditional update before it
// runs (docs/decisions/0007), so a second instance skips it. Add a job here, never in a route file.

import type { Db } from '#server/db/client.ts';
import { type BackupKeep, type BackupSchedule, scheduledBackupJob } from '#server/db/scheduled-backups.ts';
import { purgeExpiredSessions } from '#server/domains/auth/service.ts';
import { forgetWebhookEventsBefore } from '#server/domains/billing/service.ts';
import { businessesKeepingFor, forgetOldTrials } from '#server/domains/businesses/service.ts';
import { forgetDeliveriesBefore } from '#server/domains/developers/service.ts';
import { forgetDraftUsageBefore } from '#server/domains/drafts/service.ts';
import { eraseCustomerDetails, feedbackBeforeSql } from '#server/domains/feedback/service.ts';
import {
  composeReviewDigests,
  forgetAudit,
  type GoogleDeps,
  retryRevocations,
  syncDue,
} from '#server/domains/google/service.ts';
import {
  eraseInvitationDetails,
  forgetInvitationRequestsBefore,
} from '#server/domains/invitations/service.ts';
import { deleteExpiredShortLinks } from '#server/domains/links/service.ts';
import {
  composeFeedbackAlerts,
  composeWeeklySummaries,
  deleteMailAboutFeedback,
  deleteSentMailBefore,
  deliverDueMail,
  type MailContext,
} from '#server/domains/notifications/service.ts';
import { loggableError } from '#server/lib/log-safety.ts';
import { RETENTION_DAYS } from '#shared/lib/retention.ts';
import type { Scheduler } from './scheduler';

export type ScheduledJob = {
  /** Unique across the product; it is the row instances claim. */
  name: string;
  /** At most one run per this many milliseconds, across every instance. */
  everyMs: number;
  run(now: Date): Promise<void>;
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Stripe retries an event for up to 3 days; a month of ids is plenty to recognise a repeat. */
const WEBHOOK_EVENTS_KEPT_MS = 30 * 24 * HOUR;
const DAY = 24 * HOUR;

/**
 * Erases the customer's name and e-mail from feedback older than its business's chosen period, and
 * the business's e-mails of that age (they carry the same name, e-mail and text). The feedback's text
 * and rating stay, anonymous. Idempotent. Answers how many rows changed.
 */
async function purgeExpiredCustomerDetails(db: Db, now: Date) {
  let erased = 0;
  for (const [period, days] of Object.entries(RETENTION_DAYS) as [keyof typeof RETENTION_DAYS, number][]) {
    const cutoff = new Date(now.getTime() - days * DAY);
    erased += await eraseCustomerDetails(db, businessesKeepingFor(period), cutoff);
    erased += await deleteSentMailBefore(db, businessesKeepingFor(period), cutoff);
    // An answer written later than `cutoff` quotes feedback from before it: it goes too.
    erased += await deleteMailAboutFeedback(db, feedbackBeforeSql(businessesKeepingFor(period), cutoff));
  }
  return erased;
}

export const JOB = {
  housekeeping: 'housekeeping',
  feedbackRetention: 'feedback-retention',
  mailOutbox: 'mail-outbox',
  weeklySummary: 'weekly-summary',
  googleSync: 'google-sync',
  googleRevocations: 'google-revocations',
  googleReviewDigest: 'google-review-digest',
} as const;

type Deps = {
  db: Db;
  mail: MailContext;
  scrubDeleted: () => Promise<void>;
  google: GoogleDeps;
  log: { warn: (obj: object, msg: string) => void; info: (obj: object, msg: string) => void };
  /** The daily backup, when BACKUP_SCHEDULE is on. */
  backups?: {
    take: (dir: string, now: Date) => Promise<string>;
    dir: string;
    schedule: BackupSchedule;
    keep: BackupKeep;
  };
};

export function scheduledJobs({ db, mail, scrubDeleted, google, log, backups }: Deps): ScheduledJob[] {
  return [
    // Daily at BACKUP_SCHEDULE (UTC) into BACKUP_DIR/scheduled, pruned to BACKUP_KEEP.
    ...(backups ? [scheduledBackupJob({ ...backups, log })] : []),
    {
      // Expired and idle sessions go, expired short links, Stripe's event ids and our webhook log after
      // 30 days, and the Business Profile record after a year or with what it names.
      name: JOB.housekeeping,
      everyMs: HOUR,
      run: async (now) => {
        await purgeExpiredSessions(db, now);
        await deleteExpiredShortLinks(db, now);
        await forgetWebhookEventsBefore(db, new Date(now.getTime() - WEBHOOK_EVENTS_KEPT_MS));
        await forgetDeliveriesBefore(db, new Date(now.getTime() - WEBHOOK_EVENTS_KEPT_MS));
        // The Business Profile record: a year, and nothing of a deleted business or account.
        await forgetAudit(db, now);
        await forgetOldTrials(db, now);
        await forgetInvitationRequestsBefore(db, new Date(now.getTime() - WEBHOOK_EVENTS_KEPT_MS));
        await forgetDraftUsageBefore(db, new Date(now.getTime() - 7 * DAY).toISOString().slice(0, 10));
      },
    },
    {
      // Hourly: an address is erased at most an hour after its period ends; each run touches only what is due.
      name: JOB.feedbackRetention,
      everyMs: HOUR,
      run: async (now) => {
        const erased = (await purgeExpiredCustomerDetails(db, now)) + (await eraseInvitationDetails(db, now));
        if (erased > 0) await scrubDeleted();
      },
    },
    {
      // One tick composes due alerts and sends due mail; SKIP LOCKED keeps overlapping runs apart.
      name: JOB.mailOutbox,
      everyMs: 5_000,
      run: async (now) => {
        await composeFeedbackAlerts(db, mail, now);
        await deliverDueMail(db, mail, now);
      },
    },
    {
      // Tokens Google did not confirm revoking (it was down at a disconnect or a deletion): again, with
      // back-off, until it answers.
      name: JOB.googleRevocations,
      everyMs: 60_000,
      run: async (now) =>
        void (await retryRevocations(db, google, now, (err) =>
          log.warn({ err: loggableError(err) }, 'Google revocation failed again'),
        )),
    },
    {
      // Locations the owner asked for, and every connected one hourly; a lease per location keeps two
      // instances from reading the same one at once.
      name: JOB.googleSync,
      everyMs: 15_000,
      run: async (now) =>
        void (await syncDue(db, google, now, (err) =>
          log.warn({ err: loggableError(err) }, 'Google sync failed'),
        )),
    },
    {
      // Yesterday's 4–5 star Google reviews, after 08:00 in each recipient's time zone.
      name: JOB.googleReviewDigest,
      everyMs: 5 * MINUTE,
      run: async (now) => void (await composeReviewDigests(db, mail, now)),
    },
    {
      name: JOB.weeklySummary,
      everyMs: 5 * MINUTE,
      run: async (now) => void (await composeWeeklySummaries(db, mail, now)),
    },
  ];
}

export function registerJobs(scheduler: Scheduler, jobs: ScheduledJob[]) {
  for (const job of jobs) scheduler.register(job);
}
