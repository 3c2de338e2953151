import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { registerCrossCutting } from './cross-cutting';
import { DOMAINS } from './domains/list';
import { safeRequest } from './lib/log-safety';
import { frameworkErrorAnswer, registerErrorHandler } from './plugins/error-handler';
import { securityHeadersFor } from './plugins/security';
import { type AppDeps, wireServices } from './wiring';

/** The whole server: its services (wiring.ts), what every request passes through, then every domain. */
export async function buildApp(config: Config, deps: AppDeps) {
  const app = Fastify(serverOptions(config, deps));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const wiring = wireServices(app, config, deps);
  await registerCrossCutting(app, config);
  for (const domain of DOMAINS) await domain(app, wiring);
  return app;
}

function serverOptions(config: Config, deps: AppDeps): FastifyServerOptions {
  return {
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
  };
}

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
