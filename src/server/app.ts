import { randomBytes } from 'node:crypto';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import type { GoogleSignIn } from './auth/google-oidc';
import { authRoutes } from './auth/routes';
import type { BillingProvider } from './billing/billing-provider';
import { createDemoBilling } from './billing/demo-billing';
import { billingRoutes } from './billing/routes';
import { cancelSubscriptionNow } from './billing/service';
import { createStripeBilling } from './billing/stripe-billing';
import { stripeWebhookRoutes } from './billing/webhook-routes';
import { businessRoutes } from './businesses/routes';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { healthRoutes } from './health/routes';
import { registerHousekeepingJob } from './jobs/housekeeping';
import { createScheduler, type Scheduler } from './jobs/scheduler';
import { landingRoutes } from './landing/routes';
import { safeRequest } from './lib/log-safety';
import { connectRedis, type RedisClient } from './lib/redis';
import { metaRoutes } from './meta/routes';
import { metricsPlugin } from './metrics/routes';
import type { MailTransport } from './notifications/mail-transport';
import { notificationRoutes } from './notifications/routes';
import { createDemoPlaces } from './places/demo-places';
import { createGooglePlaces } from './places/google-places';
import type { PlacesProvider } from './places/places-provider';
import { placesRoutes } from './places/routes';
import { withSearchCache } from './places/search-cache';
import { withSharedSearchCache } from './places/shared-search-cache';
import { accessPlugin } from './plugins/access';
import { cleanTextPlugin } from './plugins/clean-text';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler';
import { openApiPlugin, registerOpenApi } from './plugins/openapi';
import { securityHeadersFor, securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticSpaPlugin } from './plugins/static-spa';
import type { BeforeBusinessDelete } from './privacy/deletion';
import { privacyRoutes } from './privacy/routes';
import { qrRoutes } from './qr/routes';
import { CustomerPageCache } from './ratings/page-cache';
import { customerPages } from './ratings/pages';
import { ratingApiRoutes } from './ratings/routes';
import { visitBudgetPlugin } from './ratings/visit-budget';
import { staffRoutes } from './staff/routes';
import { teamsRoutes } from './teams/routes';

export type AppDeps = {
  database: Database;
  /** Overrides the provider picked from config (tests point the real Google adapter at a local server). */
  places?: PlacesProvider;
  /** Overrides the Google sign-in adapter (tests use a local OpenID provider). */
  google?: GoogleSignIn;
  webDir?: string;
  /** Overrides the transport picked from SMTP_URL (tests). */
  mailTransport?: MailTransport;
  logger?: FastifyServerOptions['logger'];
  /** Overrides the client made from REDIS_URL (tests give theirs a key prefix of its own). */
  redis?: RedisClient;
  /** Runs before a business is deleted (issue 18); tests pass their own to check order and failure. */
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
    /**
     * Called before a business's rows are deleted; a throw stops the deletion. By default it cancels
     * the subscription at the provider (see docs/decisions/0018-data-ownership.md).
     */
    beforeBusinessDelete: BeforeBusinessDelete;
    /** The rating page's 10-second cache, per instance; deleting a business forgets its entries. */
    customerPageCache: CustomerPageCache;
  }
}

function billingFromConfig(config: Config, db: Db): BillingProvider {
  if (config.stripe) return createStripeBilling(config.stripe, config.publicUrl);
  // Demo checkout links are signed; without a configured secret they last until the next restart.
  const secret = config.sessionSecret ?? randomBytes(32).toString('hex');
  return createDemoBilling(db, config.publicUrl, secret);
}

function placesFromConfig(
  config: Config,
  log: { warn: (obj: object, msg: string) => void },
  redis: RedisClient | null,
) {
  if (!config.places) return createDemoPlaces();
  const google = createGooglePlaces({ ...config.places, log });
  // Several instances share one cache through Redis; one instance keeps it in memory.
  return redis ? withSharedSearchCache(google, redis) : withSearchCache(google);
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

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('billing', billingFromConfig(config, deps.database.db));
  const redis = deps.redis ?? (config.redisUrl ? connectRedis(config.redisUrl, config.redisKeyPrefix) : null);
  app.decorate('redis', redis);
  app.decorate('places', deps.places ?? placesFromConfig(config, app.log, redis));
  // Reconnects are ioredis's; we only say so (never the URL, which may carry a password).
  redis?.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'redis unavailable'));
  // A client made here is closed here; one passed in belongs to its owner.
  if (redis && !deps.redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));
  app.decorate('scheduler', createScheduler(deps.database.db, app.log));
  registerHousekeepingJob(app.scheduler, deps.database.db);
  app.addHook('onClose', () => app.scheduler.stop());
  app.decorate(
    'beforeBusinessDelete',
    deps.beforeBusinessDelete ??
      ((db: Db, businessId: string) => cancelSubscriptionNow(db, app.billing, businessId)),
  );
  app.decorate('customerPageCache', new CustomerPageCache());

  await registerOpenApi(app);
  await app.register(accessPlugin);
  await app.register(cleanTextPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(securityPlugin);
  // Signed-in writes without a limit of their own get one per user (issue 12): a stolen session or
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
    // With Redis every instance counts against the same limits (issue 12). If Redis fails, requests
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
  await app.register(metricsPlugin);

  await app.register(healthRoutes);
  await app.register(metaRoutes);
  await app.register(authRoutes, { google: deps.google });
  await app.register(analyticsRoutes);
  await app.register(businessRoutes);
  await app.register(placesRoutes);
  await app.register(ratingApiRoutes);
  await app.register(customerPages, { webDir: deps.webDir ?? 'dist/web' });
  await app.register(qrRoutes);
  await app.register(teamsRoutes);
  await app.register(billingRoutes);
  await app.register(stripeWebhookRoutes, { stripe: config.stripe });
  await app.register(staffRoutes);
  await app.register(notificationRoutes, { transport: deps.mailTransport });
  await app.register(privacyRoutes);

  await app.register(landingRoutes, { webDir: deps.webDir ?? 'dist/web' });
  await app.register(staticSpaPlugin, { webDir: deps.webDir ?? 'dist/web' });
  return app;
}
