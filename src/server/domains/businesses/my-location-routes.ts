import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessSchema,
  locationsOverviewSchema,
  membershipsSchema,
  ownedBusinessesSchema,
} from '#shared/schemas/businesses.ts';
import { locationsOverview } from './locations';
import { listMembershipsOf } from './registration';
import { findOwnedBusiness, listOwnedBusinesses, toBusiness } from './service';

/** The caller's locations: the first, all of them, this week across them, and their memberships. */
export const myLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/businesses/my-business',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getMyBusiness',
        summary: "The caller's first owned business",
        response: { 200: businessSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const business = await findOwnedBusiness(app.db, request.signedInUser.id);
      if (!business) throw notFound('You have not registered a business yet.', 'NO_BUSINESS');
      return toBusiness(business);
    },
  );

  app.get(
    '/api/businesses/mine',
    {
      config: { access: 'user', token: 'read' },
      schema: {
        operationId: 'listMyBusinesses',
        summary: 'Every location the caller owns (with an access token: the ones it may act for)',
        response: { 200: ownedBusinessesSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const owned = await listOwnedBusinesses(app.db, request.signedInUser.id);
      const only = request.apiToken?.businessIds;
      return owned.filter((b) => !only || only.has(b.id)).map(toBusiness);
    },
  );

  app.get(
    '/api/businesses/mine/overview',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getLocationsOverview',
        summary: "All locations' figures side by side",
        response: { 200: locationsOverviewSchema, ...errorAnswers.user },
      },
    },
    async (request) => locationsOverview(app.db, request.signedInUser.id),
  );

  app.get(
    '/api/teams/my-memberships',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listMyMemberships',
        summary: 'The businesses the caller has joined as a team member',
        response: { 200: membershipsSchema, ...errorAnswers.user },
      },
    },
    async (request) => listMembershipsOf(app.db, request.signedInUser.id),
  );
};
