import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { EncodedPage, sendHtml } from '#server/lib/html-response.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { type Channel, channelOf } from '#shared/lib/channels.ts';
import { directionOf } from '#shared/lib/i18n/locales.ts';
import { reviewLinksFor } from '#shared/lib/review-link.ts';
import { staffRefInputSchema } from '#shared/schemas/staff.ts';
import {
  feedbackQuery,
  invitationOnLink,
  rateFromForm,
  readFeedbackForm,
  submitFeedbackForm,
} from './form-posts';
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
import { deviceOf } from './routes';
import { type BusinessRow, businessForPage, resolveShortLink } from './service';
import { overVisitBudget } from './visit-budget';

const idPattern = /^[A-Za-z0-9_-]{1,32}$/;
type Params = { businessId: string };
type Page = CustomerPage;

/** The title a phone shows in its tab list and history, in the page's language. */
function titleOf(page: Page, i18n: CustomerI18n) {
  const { t } = translatorFor(i18n.lang);
  const named = (heading: string, name: string) =>
    `${heading} – ${directionOf(i18n.lang) === 'rtl' ? isolate(name) : name}`;
  switch (page.page) {
    case 'rate':
      return named(t('customer.rateHeading'), page.business.name);
    case 'feedback':
      return named(t('customer.feedbackHeading'), page.business.name);
    case 'thanks':
      return t('customer.thanksHeading');
    case 'not-found':
      return t('customer.notFoundHeading');
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

  const load = async (id: string) => (idPattern.test(id) ? businessForPage(app.db, id) : null);
  const languageOf = (request: FastifyRequest, business: BusinessRow) =>
    customerI18n(chooseLocale(request, business.customerLanguage), business.name);
  // The whole row goes in: rendering parses the page with its schema, which keeps only the
  // fields a customer may see (src/shared/schemas/customer-page.ts).
  const ratePage = (
    b: BusinessRow,
    error?: string,
    staff?: string,
    channel?: Channel,
    invitation?: { token: string; stars: number },
  ): RatePageData => ({
    page: 'rate',
    business: b,
    ...(error ? { error } : {}),
    ...(staff ? { staff } : {}),
    ...(channel && channel !== 'qr' ? { channel } : {}),
    ...(invitation ? { invitation } : {}),
  });

  app.get<{ Params: Params; Querystring: { s?: unknown; c?: unknown; i?: unknown; r?: unknown } }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const id = request.business.id;
      let business = businessRows.get(id) ?? null;
      if (!business) {
        business = await load(id);
        if (!business) return notFoundPage(request, reply, 'rate');
        businessRows.set(id, business);
      }
      const i18n = languageOf(request, business);
      // A team member's QR adds ?s={staffRef}; a malformed one is dropped, never an error.
      const staff = staffRefInputSchema.parse(request.query?.s);
      // How the link came (?c=); an unknown channel is the QR code.
      const channel = channelOf(request.query?.c);
      // An invitation's star link: its own page, never cached (the token is the customer's).
      const invitation = invitationOnLink(app.invitations.keys, request.query?.i, request.query?.r);
      if (invitation) {
        reply.header('cache-control', 'no-store');
        return send(
          request,
          reply,
          200,
          ratePage(business, undefined, undefined, 'invitation', invitation),
          i18n,
        );
      }
      const key = CustomerPageCache.pageKey(id, i18n.lang, i18n.pinned, staff, channel);
      const cached = rateHtml.get(key);
      if (cached) return sendHtml(request, reply, 200, cached);
      const page = new EncodedPage(render(ratePage(business, undefined, staff, channel), i18n));
      rateHtml.set(key, page);
      return sendHtml(request, reply, 200, page);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.rating } },
    async (request, reply) => {
      const business = await load(request.business.id);
      if (!business) return notFoundPage(request, reply, 'rate');
      // The same budget as the rating API: a form post is a rating and its own scan.
      if (!(await app.visitBudget.spend(request, ['rating', 'scan']))) throw overVisitBudget();
      const i18n = languageOf(request, business);
      const visitor = { deviceType: deviceOf(request), userAgent: request.headers['user-agent'] };
      const rated = await rateFromForm(app.db, business, request.body, visitor, i18n, app.invitations.keys);
      if ('problem' in rated)
        return send(request, reply, 400, ratePage(business, rated.problem, rated.staff, rated.channel), i18n);
      app.metrics?.ratings.inc({ outcome: rated.outcome });
      app.metrics?.scans.inc(); // a form post always makes its own scan
      const { outcome, redirectUrl } = rated;
      const next = outcome === 'feedback' ? withLang(redirectUrl, i18n.lang, i18n.pinned) : redirectUrl;
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    },
  );

  const feedbackPage = (
    request: FastifyRequest,
    b: BusinessRow,
    rating: number,
    scanId: string | undefined,
  ): FeedbackPageData => {
    // The Google link for this browser, and the other one as the fallback.
    const links = reviewLinksFor(b, request.headers['user-agent']);
    return {
      page: 'feedback',
      business: { id: b.id, name: b.name, googleReviewUrl: links.url },
      reviewLink: links.kind,
      alternateUrl: links.alternateUrl,
      rating,
      scanId: scanId ?? null,
    };
  };

  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const business = await load(request.business.id);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const i18n = languageOf(request, business);
      const q = feedbackQuery.parse(request.query ?? {});
      if (q.sent)
        return send(request, reply, 200, { page: 'thanks', business: { name: business.name } }, i18n);
      const page = feedbackPage(request, business, q.rating, q.scan);
      return send(request, reply, 200, q.welcome ? { ...page, welcome: true } : page, i18n);
    },
  );

  // A short link: to the rating page with the member's reference and the channel. A code
  // that is malformed, tampered with, unknown or expired answers the not-found page. Guessing is
  // rate limited per address; a GET only reads.
  app.get<{ Params: { code: string } }>(
    '/r/:code',
    { config: { access: 'public', htmlErrors: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const target = await resolveShortLink(app.db, app.shortLinkKey, request.params.code);
      if (!target) return notFoundPage(request, reply, 'rate');
      return reply.header('cache-control', 'no-store').redirect(target, 302);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.feedback } },
    async (request, reply) => {
      const business = await load(request.business.id);
      if (!business) return notFoundPage(request, reply, 'feedback');
      const i18n = languageOf(request, business);
      const form = readFeedbackForm(request.body);
      const result = await submitFeedbackForm(app.db, business.id, form, i18n, app.proveAddress);
      if (result.sent) {
        const thanks = `/feedback/${encodeURIComponent(business.id)}?sent=1`;
        return reply.redirect(withLang(thanks, i18n.lang, i18n.pinned), 303);
      }
      const page = {
        ...feedbackPage(request, business, form.rating, form.scanId),
        error: result.problem,
        values: form.values,
      };
      return send(request, reply, 400, page, i18n);
    },
  );
};
