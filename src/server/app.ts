import { createHash, randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import { authRoutes } from './auth/routes';
import { userById } from './auth/service';
import { sessionPlugin } from './auth/session-plugin';
import type { BillingProvider } from './billing/billing-provider';
import { billingRoutes } from './billing/routes';
import { cancelSubscriptionNow } from './billing/service';
import { stripeWebhookRoutes } from './billing/webhook-routes';
import { businessRoutes } from './businesses/routes';
import { findBusiness } from './businesses/service';
import { type AdapterOverrides, chooseAdapters } from './composition';
import type { Config } from './config';
import { backupDatabase } from './db/backups';
import type { Database, Db } from './db/client';
import { oneAtATime } from './db/scheduled-backups';
import { developerRoutes } from './developers/routes';
import {
  deliverDueWebhooks,
  findTokenGrant,
  type OutboxDeps,
  startWebhookSender,
  type WebhookSender,
} from './developers/service';
import { draftRoutes } from './drafts/routes';
import { proveOrAskAddress } from './feedback/address-confirmation';
import { feedbackRoutes } from './feedback/routes';
import type { AddressCheck } from './feedback/service';
import { googleRoutes } from './google/routes';
import { disconnect as disconnectGoogle, type GoogleDeps } from './google/service';
import { healthRoutes } from './health/routes';
import { homeRoutes } from './home/routes';
import { invitationRoutes } from './invitations/routes';
import {
  customerTokenOf,
  type InvitationSending,
  invitationKeys,
  isSuppressed,
  startInvitationSender,
  suppressDeadAddress,
} from './invitations/service';
import { registerJobs, scheduledJobs } from './jobs/registry';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { landingRoutes } from './landing/routes';
import { loggableError, safeRequest } from './lib/log-safety';
import type { RedisClient } from './lib/redis';
import { tokenKey } from './lib/token-crypto';
import type { WorkLoop } from './lib/work-loop';
import { shortLinkRoutes } from './links/routes';
import { mailEventRoutes } from './mail-events/routes';
import { applyMailEvent, type MailEventDeps } from './mail-events/service';
import { metaRoutes } from './meta/routes';
import { metricsPlugin } from './metrics/routes';
import { notificationRoutes } from './notifications/routes';
import { type MailContext, mailContext, queueWebhookDisabledNotice } from './notifications/service';
import { isOperator } from './operator/operators';
import { operatorRoutes } from './operator/routes';
import { serviceStates } from './operator/service-states';
import type { PlacesProvider } from './places/places-provider';
import { placesRoutes } from './places/routes';
import { accessPlugin } from './plugins/access';
import { apiTokenPlugin } from './plugins/api-tokens';
import { cleanTextPlugin } from './plugins/clean-text';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler';
import { openApiPlugin, registerOpenApi, TAGS, tagged } from './plugins/openapi';
import { securityHeadersFor, securityPlugin } from './plugins/security';
import { staticSpaPlugin } from './plugins/static-spa';
import type { BeforeBusinessDelete } from './privacy/deletion';
import { privacyRoutes } from './privacy/routes';
import { type DeletionLedger, deletionLedgerFor } from './privacy/service';
import { qrRoutes } from './qr/routes';
import { staffRoutes } from './staff/routes';
import { teamsRoutes } from './teams/routes';
import { roleIn } from './teams/service';
import { customerPages } from './visits/customer-pages';
import { CustomerPageCache } from './visits/page-cache';
import { ratingApiRoutes } from './visits/routes';
import { visitBudgetPlugin } from './visits/visit-budget';

export type AppDeps = AdapterOverrides & {
  database: Database;
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Runs before a business is deleted; tests pass their own to check order and failure. */
  beforeBusinessDelete?: BeforeBusinessDelete;
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

/** Per signed-in user, for every write route that sets no limit of its own. */
export const signedInWriteLimit = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/**
 * Cookies, auth headers and query strings (OAuth codes, signed links) never reach the logs, whoever
 * configures the logger (tests pass their own streams).
 */
function loggerOptions(config: Config, given: AppDeps['logger']): FastifyServerOptions['logger'] {
  if (given === false) return false;
  return {
    level: config.logLevel,
    ...(typeof given === 'object' ? given : {}),
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: { req: safeRequest },
  };
}

export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: loggerOptions(config, deps.logger),
    frameworkErrors: frameworkErrorAnswer(securityHeadersFor(config)),
    // Small bodies: the largest legitimate one is a 2 MB image as base64 in the template editor,
    // which raises its own limit on its route.
    bodyLimit: 64 * 1024,
    // Off by default; behind a proxy request.ip is then the client's own address (TRUST_PROXY).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const adapters = chooseAdapters(config, deps.database.db, app.log, deps);
  const { redis } = adapters;
  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('billing', adapters.billing);
  app.decorate('redis', redis);
  app.decorate('places', adapters.places);
  // The customer's own token in an e-mail to a customer comes from the invitations' keys, as it leaves.
  const customerKeys = config.sessionSecret ? invitationKeys(config.sessionSecret) : null;
  app.decorate(
    'mail',
    mailContext(config, adapters.mailTransport, {
      customerToken: (mail, location) =>
        customerKeys ? customerTokenOf(customerKeys, mail, location) : null,
      addressIsDead: async (address, now) => {
        if (!customerKeys) return;
        const entry = await suppressDeadAddress(deps.database.db, customerKeys, address, now);
        // A restore of an older backup must not forget it (the deletion ledger).
        await app.invitations.remember(entry);
      },
      customerStopped: async (mail) =>
        customerKeys && mail.businessId
          ? isSuppressed(deps.database.db, customerKeys, mail.businessId, mail.toAddress)
          : false,
    }),
  );
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
  const google: GoogleDeps = {
    profile: adapters.businessProfile,
    key: googleTokenKey(config),
    mode: adapters.businessProfile ? config.businessProfile.mode : 'off',
    mail: app.mail,
  };
  app.decorate('shortLinkKey', shortLinkKey(config));
  const confirmation = {
    keys: invitationKeys(app.mail.secret),
    publicUrl: config.publicUrl,
    perDay: config.answers.confirmationsPerDay,
  };
  app.decorate('proveAddress', (tx, item) => proveOrAskAddress(tx, confirmation, item));
  const rememberSuppression = (id: string) => app.deletionLedger.record({ kind: 'suppression', id });
  const mailEvents: MailEventDeps = {
    keys: invitationKeys(app.mail.secret),
    health: config.mailHealth,
    remember: rememberSuppression,
  };
  app.decorate('invitations', {
    transport: adapters.mailTransport,
    from: config.mail.from,
    publicUrl: config.publicUrl,
    keys: invitationKeys(app.mail.secret),
    caps: { perDay: config.invitations.perDay, trialPerDay: config.invitations.trialPerDay },
    senderId: config.mail.senderId,
    operator: { entity: config.legal.entity, address: config.invitations.postalAddress ?? '' },
    remember: rememberSuppression,
    // What our own SMTP session heard counts toward the location's health like a relay's event.
    heard: async (event, now) =>
      void (await applyMailEvent(deps.database.db, mailEvents, 'smtp', event, now)),
  } satisfies InvitationSending);
  // Webhook secrets are sealed with the same key as Google's refresh tokens.
  const webhooks: OutboxDeps = {
    key: google.key,
    production: config.production,
    notifyDisabled: (tx, input) => queueWebhookDisabledNotice(tx, app.mail, input),
  };
  app.decorate(
    'takeBackup',
    oneAtATime((dir: string, now?: Date) => backupDatabase(deps.database, config.database, dir, now)),
  );
  app.decorate('scheduler', createScheduler(deps.database.db, app.log));
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
  // Webhooks go out at the receiver's pace from a loop of their own; main.ts starts it.
  let sender: WebhookSender | null = null;
  app.decorate('startWebhookSender', () => {
    sender ??= startWebhookSender(() => deliverDueWebhooks(deps.database.db, webhooks), app.log);
  });
  app.addHook('onClose', async () => sender?.stop());
  // Invitations and their reminders at the SMTP server's pace, likewise; main.ts starts it.
  let invitationSender: WorkLoop | null = null;
  app.decorate('startInvitationSender', () => {
    invitationSender ??= startInvitationSender(deps.database.db, app.invitations, app.log);
  });
  app.addHook('onClose', async () => invitationSender?.stop());
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

  await registerOpenApi(app);
  await app.register(accessPlugin, {
    // The access hook asks the owning domains: does the business exist, and what is the caller on it?
    roleIn: async (businessId: string, userId: string) => {
      const [role, business] = await Promise.all([
        roleIn(app.db, businessId, userId),
        findBusiness(app.db, businessId),
      ]);
      return {
        exists: business !== null,
        role: business ? role : null,
        suspended: Boolean(business?.suspendedAt),
      };
    },
    isOperator: (user) => isOperator(config, user.email),
    operatorReauthMs: config.operators.reauthMinutes * 60_000,
  });
  await app.register(cleanTextPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(securityPlugin);
  // Signed-in writes without a limit of their own get one per user: a stolen session or
  // a runaway script cannot hammer the database. Added before the rate-limit plugin reads routes.
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: string; rateLimit?: unknown };
    const methods = [route.method].flat().map(String);
    const write = methods.some((m) => !['GET', 'HEAD', 'OPTIONS'].includes(m));
    if (!write || !config.access || config.access === 'public' || config.rateLimit) return;
    route.config = { ...config, rateLimit: signedInWriteLimit } as typeof route.config;
  });
  await app.register(rateLimit, {
    global: false,
    // With Redis every instance counts against the same limits. If Redis fails, requests
    // pass rather than fail: a customer's rating never depends on it.
    ...(redis ? { redis, nameSpace: 'rl:', skipOnError: true } : {}),
    allowList: (req) => config.rateLimitAllow.includes(req.ip),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${ctx.after} and try again.`,
    }),
  });
  await app.register(visitBudgetPlugin);
  await app.register(openApiPlugin);
  await app.register(sessionPlugin);
  await app.register(apiTokenPlugin, {
    findGrant: async (token: string) => {
      const grant = await findTokenGrant(app.db, token);
      const user = grant ? await userById(app.db, grant.userId) : null;
      return grant && user ? { grant, user } : null;
    },
  });
  await app.register(metricsPlugin);

  const webDir = deps.webDir ?? 'dist/web';
  // Every domain's routes, in the order they take requests; the SPA's catch-all comes last.
  const domains = [
    tagged(TAGS.platform, healthRoutes),
    tagged(TAGS.platform, metaRoutes),
    tagged(TAGS.analytics, analyticsRoutes),
    tagged(TAGS.businesses, businessRoutes),
    tagged(TAGS.places, placesRoutes),
    tagged(TAGS.visits, ratingApiRoutes),
    tagged(TAGS.phoneScreen, qrRoutes),
    tagged(TAGS.team, teamsRoutes),
    tagged(TAGS.billing, billingRoutes),
    tagged(TAGS.team, staffRoutes),
    tagged(TAGS.sharing, shortLinkRoutes),
    tagged(TAGS.notifications, notificationRoutes),
    tagged(TAGS.invitations, invitationRoutes),
    tagged(TAGS.feedback, feedbackRoutes),
    tagged(TAGS.data, privacyRoutes),
  ];
  await app.register(tagged(TAGS.account, authRoutes), { google: adapters.google });
  for (const routes of domains) await app.register(routes);
  await app.register(tagged(TAGS.google, googleRoutes), { deps: google });
  await app.register(tagged(TAGS.developers, developerRoutes), { deps: webhooks });
  await app.register(tagged(TAGS.drafts, draftRoutes), { deps: adapters.drafts });
  await app.register(customerPages, { webDir });
  await app.register(tagged(TAGS.billing, stripeWebhookRoutes), { stripe: config.stripe });
  await app.register(tagged(TAGS.operator, operatorRoutes), {
    deps: {
      mail: app.mail,
      billing: adapters.billing,
      keys: invitationKeys(app.mail.secret),
      contact: config.legal.contact,
      services: () => serviceStates(app, adapters.mailTransport),
    },
  });
  await app.register(tagged(TAGS.mailEvents, mailEventRoutes), {
    settings: config.mailEvents,
    deps: mailEvents,
  });
  await app.register(landingRoutes, { webDir });
  await app.register(homeRoutes, { webDir });
  await app.register(staticSpaPlugin, { webDir });
  return app;
}
