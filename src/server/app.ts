import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { analyticsRoutes } from './analytics/routes';
import type { GoogleSignIn } from './auth/google-oidc';
import { authRoutes } from './auth/routes';
import { businessRoutes } from './businesses/routes';
import type { Config } from './config';
import type { Database, Db } from './db/client';
import { healthRoutes } from './health/routes';
import { metaRoutes } from './meta/routes';
import { createDemoPlaces } from './places/demo-places';
import { createGooglePlaces } from './places/google-places';
import type { PlacesProvider } from './places/places-provider';
import { placesRoutes } from './places/routes';
import { withSearchCache } from './places/search-cache';
import { accessPlugin } from './plugins/access';
import { registerErrorHandler } from './plugins/error-handler';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { staticSpaPlugin } from './plugins/static-spa';
import { qrRoutes } from './qr/routes';
import { customerPages } from './ratings/pages';
import { ratingApiRoutes } from './ratings/routes';
import { teamsRoutes } from './teams/routes';

export type AppDeps = {
  database: Database;
  /** Overrides the provider picked from config (tests point the real Google adapter at a local server). */
  places?: PlacesProvider;
  /** Overrides the Google sign-in adapter (tests use a local OpenID provider). */
  google?: GoogleSignIn;
  webDir?: string;
  logger?: FastifyServerOptions['logger'];
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    places: PlacesProvider;
  }
}

function placesFromConfig(config: Config, log: { warn: (obj: object, msg: string) => void }) {
  if (!config.places) return createDemoPlaces();
  return withSearchCache(createGooglePlaces({ ...config.places, log }));
}

export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify({
    logger: deps.logger ?? {
      level: config.logLevel,
      // Cookies and auth headers never reach the logs.
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    // Small bodies: the largest legitimate one is a 2 MB image as base64 in the template editor,
    // which raises its own limit on its route.
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  app.decorate('config', config);
  app.decorate('database', deps.database);
  app.decorate('db', deps.database.db);
  app.decorate('places', deps.places ?? placesFromConfig(config, app.log));

  await app.register(accessPlugin);
  await app.register(cookie, { secret: config.sessionSecret });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(securityPlugin);
  await app.register(rateLimit, {
    global: false,
    allowList: (req) => config.rateLimitAllow.includes(req.ip),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many requests. Please wait ${ctx.after} and try again.`,
    }),
  });
  await app.register(sessionPlugin);

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

  await app.register(staticSpaPlugin, { webDir: deps.webDir ?? 'dist/web' });
  return app;
}
