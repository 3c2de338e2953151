import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FEEDBACK_MAX, feedbackRequestSchema, rateRequestSchema, scanIdSchema } from '../../shared/ratings';
import { staffRefInputSchema } from '../../shared/staff';
import { findBusiness } from '../businesses/service';
import type { BusinessRow } from '../db/schema';
import { EncodedPage, sendHtml } from '../lib/html-response';
import { HttpError } from '../plugins/error-handler';
import { chooseLocale, customerI18n, translatorFor } from './language';
import { CustomerPageCache } from './page-cache';
import {
  type CustomerI18n,
  type CustomerPage,
  type CustomerPageData,
  type FeedbackPageData,
  isolate,
  loadCustomerAssets,
  type RatePageData,
  renderCustomerPage,
  withLang,
} from './render';
import { customerLimits, deviceOf } from './routes';
import { rateScan, submitFeedback } from './service';

const idPattern = /^[A-Za-z0-9_-]{1,32}$/;
type Params = { businessId: string };
type Page = CustomerPage;

/** The no-JavaScript form's problem, in the customer's language (the JSON API's messages stay English). */
function feedbackProblem(issue: z.core.$ZodIssue | undefined, i18n: CustomerI18n) {
  const { t } = translatorFor(i18n.lang);
  switch (issue?.path[0]) {
    case 'feedback':
      return issue.code === 'too_big' ? t('feedbackTooLong', { max: FEEDBACK_MAX }) : t('feedbackRequired');
    case 'customerName':
      return t('nameTooLong', { max: 100 });
    case 'customerEmail':
      return issue.code === 'too_big' ? t('emailTooLong') : t('emailInvalid');
    default:
      return t('checkForm');
  }
}

/** The title a phone shows in its tab list and history, in the page's language. */
function titleOf(page: Page, i18n: CustomerI18n) {
  const { t } = translatorFor(i18n.lang);
  const named = (heading: string, name: string) =>
    `${heading} – ${i18n.lang === 'ar' ? isolate(name) : name}`;
  switch (page.page) {
    case 'rate':
      return named(t('rateHeading'), page.business.name);
    case 'feedback':
      return named(t('feedbackHeading'), page.business.name);
    case 'thanks':
      return t('thanksHeading');
    case 'not-found':
      return t('notFoundHeading');
  }
}

/**
 * The two customer pages, rendered on the server so the first response is a usable page, and
 * working as plain form posts before (or without) JavaScript, in the customer's language.
 */
export const customerPages: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const assets = loadCustomerAssets(opts.webDir);
  const { businesses: businessRows, ratePages: rateHtml } = app.customerPageCache;
  const pageLimit = { max: 600, timeWindow: '1 minute' };

  const render = (page: Page, i18n: CustomerI18n) =>
    renderCustomerPage(assets, { ...page, i18n } satisfies CustomerPageData, titleOf(page, i18n));

  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: Page,
    i18n: CustomerI18n,
  ) => sendHtml(request, reply, status, render(page, i18n));

  const notFoundPage = (request: FastifyRequest, reply: FastifyReply, kind: 'rate' | 'feedback') =>
    send(request, reply, 404, { page: 'not-found', kind }, customerI18n(chooseLocale(request)));

  const load = async (id: string) => (idPattern.test(id) ? findBusiness(app.db, id) : null);
  const languageOf = (request: FastifyRequest, business: BusinessRow) =>
    customerI18n(chooseLocale(request, business.customerLanguage));
  // The whole row goes in: rendering parses the page with its schema, which keeps only the
  // fields a customer may see (src/shared/customer-page.ts).
  const ratePage = (b: BusinessRow, error?: string, staff?: string): RatePageData => ({
    page: 'rate',
    business: b,
    ...(error ? { error } : {}),
    ...(staff ? { staff } : {}),
  });

  app.get<{ Params: Params; Querystring: { s?: unknown } }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const id = request.params.businessId;
      let business = businessRows.get(id) ?? null;
      if (!business) {
        business = await load(id);
        if (!business) return notFoundPage(request, reply, 'rate');
        businessRows.set(id, business);
      }
      const i18n = languageOf(request, business);
      // A team member's QR adds ?s={staffRef}; a malformed one is dropped, never an error.
      const staff = staffRefInputSchema.parse(request.query?.s);
      const key = CustomerPageCache.pageKey(id, i18n.lang, i18n.pinned, staff);
      const cached = rateHtml.get(key);
      if (cached) return sendHtml(request, reply, 200, cached);
      const page = new EncodedPage(render(ratePage(business, undefined, staff), i18n));
      rateHtml.set(key, page);
      return sendHtml(request, reply, 200, page);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.rating } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'rate');
      const i18n = languageOf(request, business);
      const parsed = rateRequestSchema
        .pick({ rating: true })
        .safeParse({ rating: Number(request.body?.rating) });
      const staff = staffRefInputSchema.parse(request.body?.staff);
      if (!parsed.success) {
        const error = translatorFor(i18n.lang).t('chooseStars');
        return send(request, reply, 400, ratePage(business, error, staff), i18n);
      }
      const { outcome, redirectUrl } = await rateScan(app.db, {
        businessId: business.id,
        rating: parsed.data.rating,
        deviceType: deviceOf(request),
        staffRef: staff,
      });
      app.metrics?.ratings.inc({ outcome });
      app.metrics?.scans.inc(); // a form post always makes its own scan
      const next = outcome === 'feedback' ? withLang(redirectUrl, i18n.lang, i18n.pinned) : redirectUrl;
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    },
  );

  const feedbackQuery = z.object({
    rating: z.coerce.number().int().min(1).max(3).catch(3),
    scan: scanIdSchema.optional().catch(undefined),
    sent: z.string().optional().catch(undefined),
  });

  const feedbackPage = (b: BusinessRow, rating: number, scanId: string | undefined): FeedbackPageData => ({
    page: 'feedback',
    business: { id: b.id, name: b.name, googleReviewUrl: b.googleReviewUrl },
    rating,
    scanId: scanId ?? null,
  });

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const i18n = languageOf(request, business);
      const q = feedbackQuery.parse(request.query ?? {});
      if (q.sent)
        return send(request, reply, 200, { page: 'thanks', business: { name: business.name } }, i18n);
      return send(request, reply, 200, feedbackPage(business, q.rating, q.scan), i18n);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.feedback } },
    async (request, reply) => {
      const business = await load(request.params.businessId);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const i18n = languageOf(request, business);
      const body = request.body ?? {};
      const str = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
      const rating = feedbackQuery.shape.rating.parse(str('rating'));
      const scanId = feedbackQuery.shape.scan.parse(str('scanId'));
      const values = {
        feedback: str('feedback'),
        customerName: str('customerName'),
        customerEmail: str('customerEmail'),
      };
      const showError = (message: string) =>
        send(
          request,
          reply,
          400,
          { ...feedbackPage(business, rating, scanId), error: message, values },
          i18n,
        );
      const parsed = feedbackRequestSchema.safeParse({ ...values, rating, scanId });
      if (!parsed.success) return showError(feedbackProblem(parsed.error.issues[0], i18n));
      const thanks = withLang(`/feedback/${encodeURIComponent(business.id)}?sent=1`, i18n.lang, i18n.pinned);
      try {
        await submitFeedback(app.db, { businessId: business.id, ...parsed.data });
        return reply.redirect(thanks, 303);
      } catch (err) {
        // The same visit's feedback already arrived (a double submit): the customer is done.
        if (err instanceof HttpError && err.statusCode === 409) return reply.redirect(thanks, 303);
        if (!(err instanceof HttpError)) throw err;
        const { t } = translatorFor(i18n.lang);
        return showError(err.code === 'SCAN_NOT_FOUND' ? t('visitNotFound') : t('checkForm'));
      }
    },
  );
};
