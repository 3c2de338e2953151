import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { businessParamsSchema } from '#shared/businesses.ts';
import { errorSchema } from '#shared/errors.ts';
import { staffLinkSchema, teamBoardSettingSchema } from '#shared/staff.ts';
import { getStaffLink, setTeamBoardVisible } from './service';

const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** Per-member attribution: each person's own QR link, and the owner's team board setting. */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/:id/staff-link',
    {
      config: { access: 'member' },
      schema: {
        summary: "The caller's own credited QR link",
        params: businessParamsSchema,
        response: { 200: staffLinkSchema, ...errors },
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
        summary: 'Show or hide the team board to members',
        params: businessParamsSchema,
        body: teamBoardSettingSchema,
        response: { 200: teamBoardSettingSchema, ...errors },
      },
    },
    async (request) => setTeamBoardVisible(app.db, request.business.id, request.body.teamBoardVisible),
  );
};
