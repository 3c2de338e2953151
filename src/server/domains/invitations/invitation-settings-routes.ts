import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  invitationFunnelSchema,
  invitationSettingsSchema,
  invitationSettingsViewSchema,
} from '#shared/schemas/invitations.ts';
import { invitationFunnel } from './service';
import { getInvitationSettings, setInvitationSettings } from './settings';

/** The location's invitation settings, and what came of its invitations. */
export const invitationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/invitations/settings',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getInvitationSettings',
        summary: "The location's invitation settings (the reminder) and its pause, if any",
        params: businessParamsSchema,
        response: { 200: invitationSettingsViewSchema, ...errorAnswers.member },
      },
    },
    async (request) => getInvitationSettings(app.db, request.business.id),
  );

  app.put(
    '/api/businesses/:id/invitations/settings',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setInvitationSettings',
        summary: 'Choose the reminder: 1 to 7 days after the invitation, or none',
        params: businessParamsSchema,
        body: invitationSettingsSchema,
        response: { 200: invitationSettingsViewSchema, ...errorAnswers.owner },
      },
    },
    async (request) => setInvitationSettings(app.db, request.business.id, request.body),
  );

  app.get(
    '/api/businesses/:id/invitations/funnel',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getInvitationFunnel',
        summary: 'The last 30 days of invitations: sent, opened, rated, sent to Google, and per member',
        params: businessParamsSchema,
        response: { 200: invitationFunnelSchema, ...errorAnswers.member },
      },
    },
    async (request) => invitationFunnel(app.db, request.business.id),
  );
};
