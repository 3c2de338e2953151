import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  createdWebhookSchema,
  rolledSecretSchema,
  webhookListSchema,
  webhookParamsSchema,
  webhookRequestSchema,
} from '#shared/schemas/developers.ts';
import type { OutboxDeps } from './outbox';
import { createWebhook, deleteWebhook, enableWebhook, listWebhooks, rollSecret } from './webhooks';

const manage = { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const e = errorAnswers.user;

/** Webhook endpoints: added, listed, removed, their secret rolled and turned on again. */
export const webhookEndpointRoutes: FastifyPluginAsyncZod<{ deps: OutboxDeps }> = async (app, { deps }) => {
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
};
