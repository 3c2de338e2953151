import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  businessParamsSchema,
  customerLanguageBodySchema,
  reviewFilterSchema,
} from '#shared/schemas/businesses.ts';
import { setCustomerLanguage, setReviewFilter } from './service';

/** What customers meet: the review filter and the rating page's language. */
export const customerSettingRoutes: FastifyPluginAsyncZod = async (app) => {
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
