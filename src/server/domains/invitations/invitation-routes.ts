import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  createInvitationsSchema,
  idempotencyHeadersSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationsCreatedSchema,
} from '#shared/schemas/invitations.ts';
import { makerFor, NOT_CONFIRMED } from './maker';
import { createInvitations, listInvitations } from './service';

/** Inviting customers from the phone or the API, and the location's invitations. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses/:id/invitations',
    {
      config: { access: 'member', token: 'write' },
      schema: {
        operationId: 'createInvitations',
        summary: 'Invite customers by e-mail to rate the location (1 to 100 a call)',
        description:
          'Send an `Idempotency-Key` header: a retried call answers the same and invites nobody twice. Signed in, `confirmed: true` is the caller saying these customers agreed to be contacted; with a token, creating the token said so.',
        params: businessParamsSchema,
        headers: idempotencyHeadersSchema,
        body: createInvitationsSchema,
        response: { 201: invitationsCreatedSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const viaToken = Boolean(request.apiToken);
      if (!viaToken && request.body.confirmed !== true) throw forbidden(NOT_CONFIRMED, 'NOT_CONFIRMED');
      const maker = await makerFor(app, request, viaToken ? 'api' : 'phone');
      const key = request.headers['idempotency-key'];
      const created = await createInvitations(
        app.db,
        maker,
        request.body.invitations,
        key ? { key, body: request.body } : undefined,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/businesses/:id/invitations',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listInvitations',
        summary: "The location's invitations, newest first, with what became of each",
        params: businessParamsSchema,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errorAnswers.member },
      },
    },
    async (request) => ({ invitations: await listInvitations(app.db, request.business.id, request.query) }),
  );
};
