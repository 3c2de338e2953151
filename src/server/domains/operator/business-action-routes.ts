import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteBodySchema,
  invitationLimitBodySchema,
  reasonBodySchema,
  suspendBodySchema,
  trialBodySchema,
} from '#shared/schemas/operator.ts';
import {
  deleteOnRequest,
  endWarmUp,
  extendTrial,
  type OperatorDeps,
  restore,
  setInvitationLimit,
  suspend,
} from './actions';
import type { ServiceStates } from './console';
import { businessAction, now } from './route-config';

/** The actions on one business that stop harm, each with a reason, logged and told to the owner. */
export const businessActionRoutes: FastifyPluginAsyncZod<{
  deps: OperatorDeps & { services: ServiceStates };
}> = async (app, { deps }) => {
  businessAction(
    app,
    'suspend',
    'operatorSuspend',
    'Suspend a business: its mail, drafts, tokens, webhooks and connections stop',
    suspendBodySchema,
    (businessId, body, by) => suspend(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'restore',
    'operatorRestore',
    'Restore a suspended business as it was',
    reasonBodySchema,
    (businessId, body, by) => restore(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'trial',
    'operatorExtendTrial',
    'Extend the trial by days × 24 h, at the payment provider too',
    trialBodySchema,
    (businessId, body, by) => extendTrial(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'invitation-limit',
    'operatorInvitationLimit',
    "Set a location's daily invitation limit (null: the defaults)",
    invitationLimitBodySchema,
    (businessId, body, by) => setInvitationLimit(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'end-warm-up',
    'operatorEndWarmUp',
    "End a location's invitation warm-up early",
    reasonBodySchema,
    (businessId, body, by) => endWarmUp(app.db, deps, by, { businessId, ...body, now: now() }),
  );

  businessAction(
    app,
    'delete',
    'operatorDeleteBusiness',
    "Delete a business and all its data on its owner's written request (its name typed to confirm)",
    deleteBodySchema,
    (businessId, body, by) =>
      deleteOnRequest(
        app.db,
        { ...deps, beforeDelete: app.beforeBusinessDelete, afterDelete: app.businessDeleted },
        by,
        { businessId, ...body, now: now() },
      ),
  );
};
