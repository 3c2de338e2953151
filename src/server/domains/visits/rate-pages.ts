import type { FastifyInstance } from 'fastify';
import { EncodedPage, sendHtml } from '#server/lib/html-response.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { channelOf } from '#shared/lib/channels.ts';
import { staffRefInputSchema } from '#shared/schemas/staff.ts';
import type { CustomerPageKit } from './customer-page-kit';
import { invitationOnLink, rateFromForm } from './form-posts';
import { CustomerPageCache } from './page-cache';
import { withLang } from './render';
import { deviceOf } from './routes';
import { resolveShortLink } from './service';
import { overVisitBudget } from './visit-budget';

type Params = { businessId: string };
const pageLimit = { max: 600, timeWindow: '1 minute' };

/** The rating page (cached per language, member and channel), its form post, and short links to it. */
export function ratePages(app: FastifyInstance, kit: CustomerPageKit) {
  const { businesses: businessRows, ratePages: rateHtml } = app.customerPageCache;

  app.get<{ Params: Params; Querystring: { s?: unknown; c?: unknown; i?: unknown; r?: unknown } }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const id = request.business.id;
      let business = businessRows.get(id) ?? null;
      if (!business) {
        business = await kit.load(id);
        if (!business) return kit.notFoundPage(request, reply, 'rate');
        businessRows.set(id, business);
      }
      const i18n = kit.languageOf(request, business);
      // A team member's QR adds ?s={staffRef}; a malformed one is dropped, never an error.
      const staff = staffRefInputSchema.parse(request.query?.s);
      // How the link came (?c=); an unknown channel is the QR code.
      const channel = channelOf(request.query?.c);
      // An invitation's star link: its own page, never cached (the token is the customer's).
      const invitation = invitationOnLink(app.invitations.keys, request.query?.i, request.query?.r);
      if (invitation) {
        reply.header('cache-control', 'no-store');
        return kit.send(
          request,
          reply,
          200,
          kit.ratePage(business, undefined, undefined, 'invitation', invitation),
          i18n,
        );
      }
      const key = CustomerPageCache.pageKey(id, i18n.lang, i18n.pinned, staff, channel);
      const cached = rateHtml.get(key);
      if (cached) return sendHtml(request, reply, 200, cached);
      const page = new EncodedPage(kit.render(kit.ratePage(business, undefined, staff, channel), i18n));
      rateHtml.set(key, page);
      return sendHtml(request, reply, 200, page);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/rate/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.rating } },
    async (request, reply) => {
      const business = await kit.load(request.business.id);
      if (!business) return kit.notFoundPage(request, reply, 'rate');
      // The same budget as the rating API: a form post is a rating and its own scan.
      if (!(await app.visitBudget.spend(request, ['rating', 'scan']))) throw overVisitBudget();
      const i18n = kit.languageOf(request, business);
      const visitor = { deviceType: deviceOf(request), userAgent: request.headers['user-agent'] };
      const rated = await rateFromForm(app.db, business, request.body, visitor, i18n, app.invitations.keys);
      if ('problem' in rated)
        return kit.send(
          request,
          reply,
          400,
          kit.ratePage(business, rated.problem, rated.staff, rated.channel),
          i18n,
        );
      app.metrics?.ratings.inc({ outcome: rated.outcome });
      app.metrics?.scans.inc(); // a form post always makes its own scan
      const { outcome, redirectUrl } = rated;
      const next = outcome === 'feedback' ? withLang(redirectUrl, i18n.lang, i18n.pinned) : redirectUrl;
      return reply.header('cache-control', 'no-store').redirect(next, 303);
    },
  );

  // A short link: to the rating page with the member's reference and the channel. A code
  // that is malformed, tampered with, unknown or expired answers the not-found page. Guessing is
  // rate limited per address; a GET only reads.
  app.get<{ Params: { code: string } }>(
    '/r/:code',
    { config: { access: 'public', htmlErrors: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const link = await resolveShortLink(app.db, app.shortLinkKey, request.params.code);
      if (link && 'target' in link)
        return reply.header('cache-control', 'no-store').redirect(link.target, 302);
      const business = link ? await kit.load(link.expiredFor) : null;
      if (!business) return kit.notFoundPage(request, reply, 'rate');
      return kit.expiredPage(request, reply, business);
    },
  );
}
