import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { staffLinkSchema, teamBoardSettingSchema } from '#shared/schemas/staff.ts';
import { getStaffLink, setTeamBoardVisible } from './service';

/** Per-member attribution: each person's own QR link, and the owner's team board setting. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/staff-link',
    {
      config: { access: 'member' },
      schema: {
        operationId: 'getStaffLink',
        summary: "The caller's own credited QR link",
        params: businessParamsSchema,
        response: { 200: staffLinkSchema, ...errorAnswers.member },
      },
    },
    async (request) =>
      getStaffLink(app.db, app.config.publicUrl, request.business.id, request.signedInUser.id),
  );

  app.patch(
    '/api/businesses/:id/team-board',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setTeamBoardVisible',
        summary: 'Show or hide the team board to members',
        params: businessParamsSchema,
        body: teamBoardSettingSchema,
        response: { 200: teamBoardSettingSchema, ...errorAnswers.owner },
      },
    },
    async (request) => setTeamBoardVisible(app.db, request.business.id, request.body.teamBoardVisible),
  );
};
