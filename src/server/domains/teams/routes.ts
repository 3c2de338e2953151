import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loggableError } from '#server/lib/log-safety.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  generateCodeResponseSchema,
  joinTeamResponseSchema,
  joinTeamSchema,
  teamMemberParamsSchema,
  teamSchema,
} from '#shared/schemas/teams.ts';
import { createJoinAttempts, type JoinAttempts } from './join-attempts';
import { createRedisJoinAttempts } from './redis-join-attempts';
import { getTeam } from './service';
import { joinByCode, leaveTeam, newTeamCode } from './team-changes';

export const teamsRoutes: FastifyPluginAsyncZod<{ joinAttempts?: JoinAttempts }> = async (app, opts) => {
  const joinAttempts =
    opts.joinAttempts ?? (app.redis ? createRedisJoinAttempts(app.redis) : createJoinAttempts());

  app.get(
    '/api/businesses/:id/team-members',
    {
      config: { access: 'owner', token: 'read' },
      schema: {
        operationId: 'getTeam',
        summary: 'The team, its code and its seats (an access token never gets the code)',
        params: businessParamsSchema,
        response: { 200: teamSchema, ...errorAnswers.owner },
      },
    },
    async (request) => {
      const team = await getTeam(app.db, request.business.id);
      // The join code lets anyone join the team: a token that reads the team must not hand it out.
      return request.apiToken ? { ...team, businessCode: null } : team;
    },
  );

  app.post(
    '/api/businesses/:id/generate-code',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'generateTeamCode',
        summary: 'Generate a new team code',
        params: businessParamsSchema,
        response: { 200: generateCodeResponseSchema, ...errorAnswers.owner },
      },
    },
    async (request) => ({ businessCode: await newTeamCode(app.db, request.business.id) }),
  );

  app.delete(
    '/api/businesses/:id/team-members/:userId',
    {
      // Members may call it too, to leave; the service lets a member remove only themself.
      config: { access: 'member', whileSuspended: true },
      schema: {
        operationId: 'removeTeamMember',
        summary: 'Remove a team member, or leave the team',
        params: teamMemberParamsSchema,
        response: { 204: z.null(), ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const caller = { userId: request.signedInUser.id, role: request.business.role };
      await leaveTeam(app.db, app.billing, request.business.id, caller, request.params.userId, (err) =>
        request.log.warn({ err: loggableError(err) }, 'could not give back a paid seat'),
      );
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/teams/join',
    {
      // Beside the wrong-code limit: a flood of joins from one account is refused before any work.
      // Per user, not per address: a shop's staff often share one public address.
      config: {
        access: 'user',
        rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: (req) => req.user?.id ?? req.ip },
      },
      schema: {
        operationId: 'joinTeam',
        summary: 'Join a team with its code',
        body: joinTeamSchema,
        response: { 200: joinTeamResponseSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const caller = { userId: request.signedInUser.id, ip: request.ip };
      return { business: await joinByCode(app.db, joinAttempts, caller, request.body.businessCode) };
    },
  );
};
