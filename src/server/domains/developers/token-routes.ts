import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  createdTokenSchema,
  tokenListSchema,
  tokenParamsSchema,
  tokenRequestSchema,
} from '#shared/schemas/developers.ts';
import type { OutboxDeps } from './outbox';
import { createToken, listTokens, revokeToken } from './tokens';

const manage = { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } } as const;
const e = errorAnswers.user;

/** Personal access tokens: made (shown once), listed and revoked. */
export const tokenRoutes: FastifyPluginAsyncZod<{ deps: OutboxDeps }> = async (app) => {
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
};
