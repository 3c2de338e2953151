import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { HttpError } from '#server/plugins/error-handler.ts';
import {
  acceptedSchema,
  deliveryListSchema,
  deliveryParamsSchema,
  webhookParamsSchema,
} from '#shared/schemas/developers.ts';
import { deliverDueWebhooks, type OutboxDeps, queueTestEvent, resendDelivery } from './outbox';
import { recentDeliveries } from './webhooks';

const manage = { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const e = errorAnswers.user;

/** An endpoint's deliveries: a test event, the log, and a resend. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ deps: OutboxDeps }> = async (app, { deps }) => {
  /** Tries a just-queued delivery now instead of at the next tick; a failure is retried as usual. */
  const kick = (deliveryId: string) =>
    void deliverDueWebhooks(app.db, deps, new Date(), deliveryId).catch((err: unknown) =>
      app.log.warn({ err: { message: String(err) } }, 'webhook delivery failed'),
    );

  app.post(
    '/api/webhooks/:webhookId/test',
    {
      config: manage,
      schema: {
        operationId: 'sendTestEvent',
        summary: 'Send a webhook.test event to this endpoint now',
        params: webhookParamsSchema,
        response: { 202: acceptedSchema, ...e },
      },
    },
    async (request, reply) => {
      const queued = await queueTestEvent(app.db, request.signedInUser.id, request.params.webhookId);
      kick(queued.deliveryId);
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/api/webhooks/:webhookId/deliveries',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listWebhookDeliveries',
        summary: "The endpoint's last 50 deliveries, each with its tries",
        params: webhookParamsSchema,
        response: { 200: deliveryListSchema, ...e },
      },
    },
    async (request) => ({
      deliveries: await recentDeliveries(app.db, request.signedInUser.id, request.params.webhookId),
    }),
  );

  app.post(
    '/api/webhooks/:webhookId/deliveries/:deliveryId/resend',
    {
      config: manage,
      schema: {
        operationId: 'resendWebhookDelivery',
        summary: 'Queue the same event (same id and body) again for this endpoint',
        params: deliveryParamsSchema,
        response: { 202: acceptedSchema, ...e },
      },
    },
    async (request, reply) => {
      const { webhookId, deliveryId } = request.params;
      const queued = await resendDelivery(app.db, request.signedInUser.id, webhookId, deliveryId);
      if (!queued) throw new HttpError(404, 'No such delivery.', 'DELIVERY_NOT_FOUND');
      kick(queued.deliveryId);
      return reply.code(202).send(queued);
    },
  );
};
