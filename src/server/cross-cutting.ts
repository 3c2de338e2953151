import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { userById } from './domains/auth/service';
import { sessionPlugin } from './domains/auth/session-plugin';
import { findBusiness } from './domains/businesses/service';
import { findTokenGrant } from './domains/developers/service';
import { isOperator } from './domains/operator/operators';
import { metricsPlugin } from './domains/platform/metrics-routes';
import { roleIn } from './domains/teams/service';
import { visitBudgetPlugin } from './domains/visits/visit-budget';
import { accessPlugin } from './plugins/access';
import { apiTokenPlugin } from './plugins/api-tokens';
import { cleanTextPlugin } from './plugins/clean-text';
import { openApiPlugin, registerOpenApi } from './plugins/openapi';
import { securityPlugin } from './plugins/security';

/** Per signed-in user, for every write route that sets no limit of its own. */
export const signedInWriteLimit = {
  max: 120,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => request.user?.id ?? request.ip,
};

/**
 * What every route passes through before its domain's handler, in order: the document, access,
 * clean text, cookies, forms, security headers, rate limits, the visit budget, the session, tokens
 * and metrics.
 */
export async function registerCrossCutting(app: FastifyInstance, config: Config) {
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
    ...(app.redis ? { redis: app.redis, nameSpace: 'rl:', skipOnError: true } : {}),
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
}
