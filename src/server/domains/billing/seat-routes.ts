import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessIdBodySchema, portalResponseSchema, updateSeatsSchema } from '#shared/schemas/billing.ts';
import { changeSeats, portalUrl } from './service';

// Owners change billing rarely; a loop of clicks or a script meets a wall long before Stripe's.
const writeLimit = {
  max: 30,
  timeWindow: '1 minute',
  keyGenerator: (req: { ip: string; user?: { id: string } | null }) => req.user?.id ?? req.ip,
};

/** Paid seats, and the payment provider's portal. */
export const seatRoutes: FastifyPluginAsyncZod = async (app) => {
  const billing = app.billing;
  const noContent = { 204: z.null(), ...errorAnswers.public };

  app.post(
    '/api/subscription/seats',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'changeSeats',
        summary: 'Change the number of paid extra seats',
        body: updateSeatsSchema,
        response: noContent,
      },
    },
    async (request, reply) => {
      await changeSeats(app.db, billing, request.business.id, request.body.extraSeats);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/subscription/portal',
    {
      config: { access: 'owner', rateLimit: writeLimit, whileSuspended: true },
      schema: {
        operationId: 'openBillingPortal',
        summary: "Open the billing provider's customer portal",
        body: businessIdBodySchema,
        response: { 200: portalResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request) =>
      portalUrl(app.db, billing, request.business.id, `${app.config.publicUrl}/dashboard?section=billing`),
  );
};
