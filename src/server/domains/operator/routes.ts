// The operator's console, one file per part: its reads, the actions on a business, the mail and the log.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorDeps } from './actions';
import { businessActionRoutes } from './business-action-routes';
import type { ServiceStates } from './console';
import { consoleRoutes } from './console-routes';
import { logRoutes } from './log-routes';
import { mailRoutes } from './mail-routes';

/**
 * The operator's console: every business, its health and money, and the actions that stop harm,
 * each with a reason, in the append-only log, and told to the owner. Only OPERATOR_EMAILS; an
 * action needs a recent sign-in; tokens never reach these routes (plugins/access.ts).
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app, opts) => {
  await app.register(consoleRoutes, opts);
  await app.register(businessActionRoutes, opts);
  await app.register(mailRoutes, opts);
  await app.register(logRoutes, opts);
};
