import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendHtml } from '#server/lib/html-response.ts';
import type { Channel } from '#shared/lib/channels.ts';
import { directionOf } from '#shared/lib/i18n/locales.ts';
import { reviewLinksFor } from '#shared/lib/review-link.ts';
import { chooseLocale, customerI18n, translatorFor } from './language';
import {
  type CustomerI18n,
  type CustomerPage,
  type CustomerPageData,
  type FeedbackPageData,
  isolate,
  loadCustomerAssets,
  type RatePageData,
  renderCustomerPage,
} from './render';
import { type BusinessRow, businessForPage } from './service';

const idPattern = /^[A-Za-z0-9_-]{1,32}$/;
type Page = CustomerPage;

export type CustomerPageKit = ReturnType<typeof customerPageKit>;

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
    case 'expired':
      return t('customer.expiredHeading');
  }
}

/** What the rating and feedback pages share: their assets, rendering, the business and its language. */
export function customerPageKit(app: FastifyInstance, webDir: string) {
  const assets = loadCustomerAssets(webDir);
  const render = (page: Page, i18n: CustomerI18n) =>
    renderCustomerPage(assets, { ...page, i18n } satisfies CustomerPageData, titleOf(page, i18n));
  const send = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    page: Page,
    i18n: CustomerI18n,
  ) => sendHtml(request, reply, status, render(page, i18n));
  return {
    render,
    send,
    notFoundPage: (request: FastifyRequest, reply: FastifyReply, kind: 'rate' | 'feedback') =>
      send(request, reply, 404, { page: 'not-found', kind }, customerI18n(chooseLocale(request))),
    /** A short link past its date: gone, but the business's own rating page is one tap away. */
    expiredPage: (request: FastifyRequest, reply: FastifyReply, business: BusinessRow) =>
      send(
        request,
        reply,
        410,
        { page: 'expired', rateUrl: `/rate/${encodeURIComponent(business.id)}` },
        customerI18n(chooseLocale(request, business.customerLanguage), business.name),
      ),
    load: async (id: string) => (idPattern.test(id) ? businessForPage(app.db, id) : null),
    languageOf: (request: FastifyRequest, business: BusinessRow) =>
      customerI18n(chooseLocale(request, business.customerLanguage), business.name),
    ratePage,
    feedbackPage,
  };
}

// The whole row goes in: rendering parses the page with its schema, which keeps only the
// fields a customer may see (src/shared/schemas/customer-page.ts).
function ratePage(
  b: BusinessRow,
  error?: string,
  staff?: string,
  channel?: Channel,
  invitation?: { token: string; stars: number },
): RatePageData {
  return {
    page: 'rate',
    business: b,
    ...(error ? { error } : {}),
    ...(staff ? { staff } : {}),
    ...(channel && channel !== 'qr' ? { channel } : {}),
    ...(invitation ? { invitation } : {}),
  };
}

function feedbackPage(
  request: FastifyRequest,
  b: BusinessRow,
  rating: number,
  scanId: string | undefined,
): FeedbackPageData {
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
}
