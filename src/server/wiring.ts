import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { type AdapterOverrides, type Adapters, chooseAdapters } from './composition';
import type { Config } from './config';
import { backupDatabase } from './db/backups';
import type { Database, Db } from './db/client';
import { oneAtATime } from './db/scheduled-backups';
import type { BillingProvider } from './domains/billing/billing-provider';
import { cancelSubscriptionNow } from './domains/billing/service';
import {
  deliverDueWebhooks,
  type OutboxDeps,
  startWebhookSender,
  type WebhookSender,
} from './domains/developers/service';
import { proveOrAskAddress } from './domains/feedback/address-confirmation';
import type { AddressCheck } from './domains/feedback/service';
import { disconnect as disconnectGoogle, type GoogleDeps } from './domains/google/service';
import {
  customerTokenOf,
  type InvitationSending,
  invitationKeys,
  isSuppressed,
  startInvitationSender,
  suppressDeadAddress,
} from './domains/invitations/service';
import { applyMailEvent, type MailEventDeps } from './domains/mail-events/service';
import { type MailContext, mailContext, queueWebhookDisabledNotice } from './domains/notifications/service';
import type { PlacesProvider } from './domains/places/places-provider';
import type { BeforeBusinessDelete } from './domains/privacy/deletion';
import { type DeletionLedger, deletionLedgerFor } from './domains/privacy/service';
import { CustomerPageCache } from './domains/visits/page-cache';
import { registerJobs, scheduledJobs } from './jobs/registry';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { loggableError } from './lib/log-safety';
import type { RedisClient } from './lib/redis';
import { tokenKey } from './lib/token-crypto';
import type { WorkLoop } from './lib/work-loop';

export type AppDeps = AdapterOverrides & {
  database: Database;
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Runs before a business is deleted; tests pass their own to check order and failure. */
  beforeBusinessDelete?: BeforeBusinessDelete;
};

/** What the domains' route plugins are handed beside the app's decorations (domains/list.ts). */
export type Wiring = {
  adapters: Adapters;
  google: GoogleDeps;
  webhooks: OutboxDeps;
  mailEvents: MailEventDeps;
  /** The built owner app and customer pages. */
  webDir: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    places: PlacesProvider;
    /** Stripe when configured, else the demo checkout (config picks once, at start-up). */
    billing: BillingProvider;
    /** Shared state for several instances (REDIS_URL); null keeps limits in this process. */
    redis: RedisClient | null;
    /** Jobs that run once per deployment on a period; main.ts starts it, tests call runDue(). */
    scheduler: Scheduler;
    /** Starts posting webhooks as they are queued (main.ts; tests post with deliverDueWebhooks). */
    startWebhookSender(): void;
    /** Starts sending review invitations (main.ts; tests call the sender themselves). */
    startInvitationSender(): void;
    /**
     * Called before a business's rows are deleted; a throw stops the deletion. By default it cancels
     * the subscription at the provider (see docs/decisions/0018-data-ownership.md).
     */
    beforeBusinessDelete: BeforeBusinessDelete;
    /** Deleted accounts and businesses, kept where backups do not reach; re-applied at every start. */
    deletionLedger: DeletionLedger;
    /** The rating page's 10-second cache, per instance; deleting a business forgets its entries. */
    customerPageCache: CustomerPageCache;
    /** The mail transport and what every e-mail needs (links, unsubscribe signing). */
    mail: MailContext;
    /**
     * After a deletion: deleted means gone from the database's files too. A failure is
     * logged and never undoes the deletion.
     */
    scrubDeleted: () => Promise<void>;
    /**
     * After a business is deleted, by its owner or on their request by the operator: the ledger keeps
     * it past any restore, this instance's rating page forgets it, and the database's files are scrubbed.
     */
    businessDeleted: (businessId: string) => Promise<void>;
    /** Signs short links (/r/{code}); from SESSION_SECRET, so every instance agrees. */
    shortLinkKey: Buffer;
    /** What sending review invitations needs: the transport, links, keys and the operator's footer. */
    invitations: InvitationSending;
    /**
     * After a feedback with an address is stored, in its transaction: proves the address or asks the
     * customer once to confirm it (feedback/address-confirmation.ts).
     */
    proveAddress: AddressCheck;
    /**
     * One backup of this process's database into a folder: the scheduled one and those
     * `npm run backup` asks for through the socket share this one queue, so two never run at once.
     */
    takeBackup: (dir: string, now?: Date) => Promise<string>;
  }
}

/**
 * The key that seals Google refresh tokens: TOKEN_ENCRYPTION_KEY, or the one main.ts keeps in DATA_DIR.
 * A test app without either derives one from its session secret.
 */
export function googleTokenKey(config: Config) {
  if (config.tokenEncryptionKey) return tokenKey(config.tokenEncryptionKey);
  return createHash('sha256')
    .update(`google-token-key:${config.sessionSecret ?? randomBytes(32).toString('hex')}`)
    .digest();
}

/** The key that signs short links' codes, from the session secret (random for a test app without one). */
function shortLinkKey(config: Config) {
  return createHash('sha256')
    .update(`short-link-key:${config.sessionSecret ?? randomBytes(32).toString('hex')}`)
    .digest();
}

/**
 * Every service the routes use, made once from the config and the adapters and hung on the app:
 * the database, the mail, the senders and the scheduler, and what a deletion sets off.
 */
export function wireServices(app: FastifyInstance, config: Config, deps: AppDeps): Wiring {
  const adapters = chooseAdapters(config, deps.database.db, app.log, deps);
  decorateAdapters(app, config, deps, adapters);
  decorateMail(app, config, adapters);
  const google: GoogleDeps = {
    profile: adapters.businessProfile,
    key: googleTokenKey(config),
    mode: adapters.businessProfile ? config.businessProfile.mode : 'off',
    mail: app.mail,
  };
  const mailEvents: MailEventDeps = {
    keys: invitationKeys(app.mail.secret),
    health: config.mailHealth,
    remember: (id: string) => app.deletionLedger.record({ kind: 'suppression', id }),
  };
  decorateInvitations(app, config, adapters, mailEvents);
  // Webhook secrets are sealed with the same key as Google's refresh tokens.
  const webhooks: OutboxDeps = {
    key: google.key,
    production: config.production,
    notifyDisabled: (tx, input) => queueWebhookDisabledNotice(tx, app.mail, input),
  };
  decorateBackgroundWork(app, config, deps, google, webhooks);
  decorateDeletion(app, config, deps, google);
  return { adapters, google, webhooks, mailEvents, webDir: deps.webDir ?? 'dist/web' };
}

function decorateAdapters(app: FastifyInstance, config: Config, deps: AppDeps, adapters: Adapters) {
  const { redis } = adapters;
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('billing', adapters.billing);
  app.decorate('redis', redis);
  app.decorate('places', adapters.places);
  app.addHook('onClose', () => adapters.mailTransport.close());
  // Reconnects are ioredis's; we only say so (never the URL, which may carry a password).
  redis?.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis unavailable'));
  // A client made here is closed here; one passed in belongs to its owner.
  if (adapters.ownsRedis) app.addHook('onClose', async () => void (await redis?.quit().catch(() => {})));
  app.decorate('scrubDeleted', () =>
    deps.database
      .scrub()
      .catch((err: unknown) => app.log.warn({ err: { message: String(err) } }, 'scrub failed')),
  );
}

function decorateMail(app: FastifyInstance, config: Config, adapters: Adapters) {
  const db = app.db;
  // The customer's own token in an e-mail to a customer comes from the invitations' keys, as it leaves.
  const customerKeys = config.sessionSecret ? invitationKeys(config.sessionSecret) : null;
  app.decorate(
    'mail',
    mailContext(config, adapters.mailTransport, {
      customerToken: (mail, location) =>
        customerKeys ? customerTokenOf(customerKeys, mail, location) : null,
      addressIsDead: async (address, now) => {
        if (!customerKeys) return;
        const entry = await suppressDeadAddress(db, customerKeys, address, now);
        // A restore of an older backup must not forget it (the deletion ledger).
        await app.invitations.remember(entry);
      },
      customerStopped: async (mail) =>
        customerKeys && mail.businessId
          ? isSuppressed(db, customerKeys, mail.businessId, mail.toAddress)
          : false,
    }),
  );
  app.decorate('shortLinkKey', shortLinkKey(config));
  const confirmation = {
    keys: invitationKeys(app.mail.secret),
    publicUrl: config.publicUrl,
    perDay: config.answers.confirmationsPerDay,
  };
  app.decorate('proveAddress', (tx, item) => proveOrAskAddress(tx, confirmation, item));
}

function decorateInvitations(
  app: FastifyInstance,
  config: Config,
  adapters: Adapters,
  mailEvents: MailEventDeps,
) {
  app.decorate('invitations', {
    transport: adapters.mailTransport,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    keys: invitationKeys(app.mail.secret),
    caps: { perDay: config.invitations.perDay, trialPerDay: config.invitations.trialPerDay },
    senderId: config.mail.senderId,
    operator: { entity: config.legal.entity, address: config.invitations.postalAddress ?? '' },
    remember: mailEvents.remember,
    // What our own SMTP session heard counts toward the location's health like a relay's event.
    heard: async (event, now) => void (await applyMailEvent(app.db, mailEvents, 'smtp', event, now)),
  } satisfies InvitationSending);
}

/** The scheduled jobs and the two sending loops; main.ts starts the loops, tests drive them. */
function decorateBackgroundWork(
  app: FastifyInstance,
  config: Config,
  deps: AppDeps,
  google: GoogleDeps,
  webhooks: OutboxDeps,
) {
  app.decorate(
    'takeBackup',
    oneAtATime((dir: string, now?: Date) => backupDatabase(deps.database, config.database, dir, now)),
  );
  app.decorate('scheduler', createScheduler(app.db, app.log));
  registerJobs(
    app.scheduler,
    scheduledJobs({
      db: app.db,
      mail: app.mail,
      scrubDeleted: app.scrubDeleted,
      google,
      log: app.log,
      backups: config.backups.schedule
        ? { ...config.backups, schedule: config.backups.schedule, take: app.takeBackup }
        : undefined,
    }),
  );
  app.addHook('onClose', () => app.scheduler.stop());
  // Webhooks go out at the receiver's pace from a loop of their own.
  let sender: WebhookSender | null = null;
  app.decorate('startWebhookSender', () => {
    sender ??= startWebhookSender(() => deliverDueWebhooks(app.db, webhooks), app.log);
  });
  app.addHook('onClose', async () => sender?.stop());
  // Invitations and their reminders at the SMTP server's pace, likewise.
  let invitationSender: WorkLoop | null = null;
  app.decorate('startInvitationSender', () => {
    invitationSender ??= startInvitationSender(app.db, app.invitations, app.log);
  });
  app.addHook('onClose', async () => invitationSender?.stop());
}

function decorateDeletion(app: FastifyInstance, config: Config, deps: AppDeps, google: GoogleDeps) {
  app.decorate('deletionLedger', deletionLedgerFor(deps.database.kind, deps.database.db, config.dataDir));
  app.decorate(
    'beforeBusinessDelete',
    deps.beforeBusinessDelete ??
      (async (db: Db, businessId: string) => {
        const sweep = await cancelSubscriptionNow(db, app.billing, businessId);
        // The Google token is revoked at Google; its rows go with the business.
        await disconnectGoogle(db, google, businessId, null, (err) =>
          app.log.warn({ err: loggableError(err) }, 'could not revoke the Google token'),
        );
        // Failing, the sweep leaves a late event for the business to the Stripe webhook, which
        // cancels what it finds for a business that no longer exists.
        return async () => {
          await sweep().catch((err: unknown) =>
            app.log.warn(
              { err: loggableError(err) },
              'could not re-check the deleted business at the provider',
            ),
          );
        };
      }),
  );
  app.decorate('customerPageCache', new CustomerPageCache());
  app.decorate('businessDeleted', async (businessId: string) => {
    await app.deletionLedger.record({ kind: 'business', id: businessId });
    // Other instances' copies of the rating page expire within 10 s.
    app.customerPageCache.forget(businessId);
    await app.scrubDeleted();
  });
}
