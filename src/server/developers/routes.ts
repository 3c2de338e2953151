import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { HttpError } from '#server/plugins/error-handler.ts';
import {
  acceptedSchema,
  createdTokenSchema,
  createdWebhookSchema,
  deliveryListSchema,
  deliveryParamsSchema,
  rolledSecretSchema,
  tokenListSchema,
  tokenParamsSchema,
  tokenRequestSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookRequestSchema,
} from '#shared/schemas/developers.ts';
import { deliverDueWebhooks, type OutboxDeps, queueTestEvent, resendDelivery } from './outbox';
import { createToken, listTokens, revokeToken } from './tokens';
import {
  createWebhook,
  deleteWebhook,
  enableWebhook,
  listWebhooks,
  recentDeliveries,
  rollSecret,
} from './webhooks';

const manage = { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const e = errorAnswers.user;

/**
 * The Developers section: personal access tokens and webhooks. The owner's, with the
 * sign-in cookie only: a token never manages tokens or webhooks (the access hook refuses it).
 */
export const developerRoutes: FastifyPluginAsyncZod<{ deps: OutboxDeps }> = async (app, { deps }) => {
  /** Tries a just-queued delivery now instead of at the next tick; a failure is retried as usual. */
  const kick = (deliveryId: string) =>
    void deliverDueWebhooks(app.db, deps, new Date(), deliveryId).catch((err: unknown) =>
      app.log.warn({ err: { message: String(err) } }, 'webhook delivery failed'),
    );

  app.post(
    '/api/tokens',
    {
      config: manage,
      schema: {
        operationId: 'createToken',
        summary: 'Create a personal access token (shown once)',
        body: tokenRequestSchema,
        response: { 201: createdTokenSchema, ...e },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createToken(app.db, request.signedInUser.id, request.body, app.config.production)),
  );

  app.get(
    '/api/tokens',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listTokens',
        summary: "The caller's tokens, without secrets",
        response: { 200: tokenListSchema, ...e },
      },
    },
    async (request) => ({ tokens: await listTokens(app.db, request.signedInUser.id) }),
  );

  app.delete(
    '/api/tokens/:tokenId',
    {
      config: manage,
      schema: {
        operationId: 'revokeToken',
        summary: 'Revoke a token at once',
        params: tokenParamsSchema,
        response: { 204: z.null().describe('Revoked'), ...e },
      },
    },
    async (request, reply) => {
      await revokeToken(app.db, request.signedInUser.id, request.params.tokenId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/webhooks',
    {
      config: manage,
      schema: {
        operationId: 'createWebhook',
        summary: 'Add a webhook endpoint (its signing secret is shown once)',
        body: webhookRequestSchema,
        response: { 201: createdWebhookSchema, ...e },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createWebhook(app.db, deps, request.signedInUser.id, request.body)),
  );

  app.get(
    '/api/webhooks',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listWebhooks',
        summary: "The caller's webhook endpoints",
        response: { 200: webhookListSchema, ...e },
      },
    },
    async (request) => ({ webhooks: await listWebhooks(app.db, request.signedInUser.id) }),
  );

  app.delete(
    '/api/webhooks/:webhookId',
    {
      config: manage,
      schema: {
        operationId: 'deleteWebhook',
        summary: 'Delete a webhook endpoint and its log',
        params: webhookParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...e },
      },
    },
    async (request, reply) => {
      await deleteWebhook(app.db, request.signedInUser.id, request.params.webhookId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/webhooks/:webhookId/roll-secret',
    {
      config: manage,
      schema: {
        operationId: 'rollWebhookSecret',
        summary: 'A new signing secret; the previous one still verifies for 24 hours',
        params: webhookParamsSchema,
        response: { 200: rolledSecretSchema, ...e },
      },
    },
    async (request) => rollSecret(app.db, deps, request.signedInUser.id, request.params.webhookId),
  );

  app.post(
    '/api/webhooks/:webhookId/enable',
    {
      config: manage,
      schema: {
        operationId: 'enableWebhook',
        summary: 'Turn a webhook back on after it was turned off for failing',
        params: webhookParamsSchema,
        response: { 204: z.null().describe('On'), ...e },
      },
    },
    async (request, reply) => {
      await enableWebhook(app.db, request.signedInUser.id, request.params.webhookId);
      return reply.code(204).send(null);
    },
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
