import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessParamsSchema,
  businessSchema,
  businessSettingsSchema,
  customerLanguageBodySchema,
  locationsOverviewSchema,
  membershipsSchema,
  ownedBusinessesSchema,
  publicBusinessSchema,
  registerBusinessSchema,
  reviewFilterSchema,
  updateBusinessSchema,
} from '#shared/schemas/businesses.ts';
import { locationsOverview } from './locations';
import { listMembershipsOf, registerBusiness } from './registration';
import {
  findBusiness,
  findOwnedBusiness,
  listOwnedBusinesses,
  setCustomerLanguage,
  setReviewFilter,
  toBusiness,
} from './service';
import { changeTimeZone } from './time-zone-change';

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/businesses',
    {
      config: { access: 'user', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'registerBusiness',
        summary: 'Register a business (or another location) from a places search result',
        body: registerBusinessSchema,
        response: { 201: businessSchema, ...errorAnswers.user },
      },
    },
    async (request, reply) => {
      const business = await registerBusiness(
        app.db,
        app.places,
        request.signedInUser.id,
        request.body,
        app.mail,
      );
      return reply.code(201).send(toBusiness(business));
    },
  );

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

  // Public: the rating page of any printed QR code needs it, so it answers only five fields.
  app.get(
    '/api/businesses/:id',
    {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' }, token: 'read' },
      schema: {
        operationId: 'getBusiness',
        summary: "A business's public details (name, address, review link)",
        params: businessParamsSchema,
        response: { 200: publicBusinessSchema, ...errorAnswers.public },
      },
    },
    async (request) => {
      const business = await findBusiness(app.db, request.business.id);
      // A page the operator took down is not found here either.
      if (!business || business.pageTakenDown) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
      return business;
    },
  );

  // Owner only: the zone its days, weeks and months are counted in. History moves with it.
  app.patch(
    '/api/businesses/:id',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'updateBusiness',
        summary: "Change a business's settings: its time zone",
        params: businessParamsSchema,
        body: updateBusinessSchema,
        response: { 200: businessSettingsSchema, ...errorAnswers.owner },
      },
    },
    async (request) => changeTimeZone(app.db, request.business.id, request.body.timeZone),
  );

  app.patch(
    '/api/businesses/:id/review-filter',
    {
      config: { access: 'owner', token: 'write' },
      schema: {
        operationId: 'setReviewFilter',
        summary: 'Turn the review filter on or off',
        params: businessParamsSchema,
        body: reviewFilterSchema,
        response: { 200: reviewFilterSchema, ...errorAnswers.owner },
      },
    },
    async (request) => {
      const row = await setReviewFilter(app.db, request.business.id, request.body.reviewFilterEnabled);
      if (!row) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
      return row;
    },
  );

  // Owner only: which language the printed QR code's pages speak ('auto' follows each customer's browser).
  app.patch(
    '/api/businesses/:id/customer-language',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setCustomerLanguage',
        summary: "Set the customer pages' language",
        params: businessParamsSchema,
        body: customerLanguageBodySchema,
        response: { 200: customerLanguageBodySchema, ...errorAnswers.owner },
      },
    },
    async (request) => {
      const row = await setCustomerLanguage(app.db, request.business.id, request.body.customerLanguage);
      if (!row) throw notFound('Business not found', 'BUSINESS_NOT_FOUND');
      return row;
    },
  );
};
