import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { feedbackRequestSchema, rateRequestSchema, scanIdSchema } from '../../shared/ratings';
import type { CustomerPageData } from '../../web/customer/page-data';
import { findBusiness } from '../businesses/service';
import { EncodedPage, sendHtml } from '../lib/html-response';
import { TtlCache } from '../lib/ttl-cache';
import { HttpError } from '../plugins/error-handler';
import { loadCustomerAssets, renderCustomerPage } from './render';
import { customerLimits, deviceOf } from './routes';
import { rateScan, submitFeedback } from './service';

const idPattern = /^[A-Za-z0-9_-]{1,32}$/;
type Params = { businessId: string };

/**
 * The two customer pages, rendered on the server so the first response is a usable page, and
 * working as plain form posts before (or without) JavaScript.
 */
export const customerPages: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const assets = loadCustomerAssets(opts.webDir);
  // Rendered rating pages for 10 s: a crowd scanning the same code costs one query and one render.
  const rateHtml = new TtlCache<EncodedPage>(10_000, 5000);
  const pageLimit = { max: 600, timeWindow: '1 minute' };

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    data: CustomerPageData,
    title: string,
  ) => sendHtml(request, reply, status, renderCustomerPage(assets, data, title));

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, kind: 'rate' | 'feedback') =>
    send(request, reply, 404, { page: 'not-found', kind }, 'Business Not Found');

  const load = async (id: string) => (idPattern.test(id) ? findBusiness(app.db, id) : null);

  app.get<{ Params: Params }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const id = request.params.businessId;
      const cached = rateHtml.get(id);
      if (cached) return sendHtml(request, reply, 200, cached);
      const business = await load(id);
      if (!business) return notFoundPage(request, reply, 'rate');
      const page = new EncodedPage(
        renderCustomerPage(
          assets,
          { page: 'rate', business: { id: business.id, name: business.name, address: business.address } },
          `Rate Your Experience – ${business.name}`,
        ),
      );
      rateHtml.set(id, page);
      return sendHtml(request, reply, 200, page);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.rating } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'rate');
      const parsed = rateRequestSchema
        .pick({ rating: true })
        .safeParse({ rating: Number(request.body?.rating) });
      if (!parsed.success) {
        const data = { page: 'rate' as const, business, error: 'Please choose from 1 to 5 stars.' };
        return send(
          request,
          reply,
          400,
          { ...data, business: { id: business.id, name: business.name, address: business.address } },
          `Rate Your Experience – ${business.name}`,
        );
      }
      const { redirectUrl } = await rateScan(app.db, {
        businessId: business.id,
        rating: parsed.data.rating,
        deviceType: deviceOf(request),
      });
      return reply.header('cache-control', 'no-store').redirect(redirectUrl, 303);
    },
  );

  const feedbackQuery = z.object({
    rating: z.coerce.number().int().min(1).max(3).catch(3),
    scan: scanIdSchema.optional().catch(undefined),
    sent: z.string().optional().catch(undefined),
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const q = feedbackQuery.parse(request.query ?? {});
      if (q.sent)
        return send(request, reply, 200, { page: 'thanks', business: { name: business.name } }, 'Thank You!');
      return send(
        request,
        reply,
        200,
        {
          page: 'feedback',
          business: { id: business.id, name: business.name, googleReviewUrl: business.googleReviewUrl },
          rating: q.rating,
          scanId: q.scan ?? null,
        },
        `Help Us Improve – ${business.name}`,
      );
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.feedback } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const body = request.body ?? {};
      const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
      const rating = feedbackQuery.shape.rating.parse(str('rating'));
      const scanId = feedbackQuery.shape.scan.parse(str('scanId'));
      const values = {
        feedback: str('feedback'),
        customerName: str('customerName'),
        customerEmail: str('customerEmail'),
      };
      const parsed = feedbackRequestSchema.safeParse({ ...values, rating, scanId });
      const thanks = `/feedback/${encodeURIComponent(business.id)}?sent=1`;
      if (parsed.success) {
        try {
          await submitFeedback(app.db, { businessId: business.id, ...parsed.data });
          return reply.redirect(thanks, 303);
        } catch (err) {
          // The same visit's feedback already arrived (a double submit): the customer is done.
          if (err instanceof HttpError && err.statusCode === 409) return reply.redirect(thanks, 303);
          if (!(err instanceof HttpError)) throw err;
          return showError(reply, err.message);
        }
      }
      return showError(reply, parsed.error.issues[0]?.message ?? 'Please check the form.');

      function showError(r: FastifyReply, message: string) {
        return send(
          request,
          r,
          400,
          {
            page: 'feedback',
            business: { id: business!.id, name: business!.name, googleReviewUrl: business!.googleReviewUrl },
            rating,
            scanId: scanId ?? null,
            error: message,
            values,
          },
          `Help Us Improve – ${business!.name}`,
        );
      }
    },
  );
};
