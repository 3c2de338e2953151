import type { FastifyInstance } from 'fastify';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import type { CustomerPageKit } from './customer-page-kit';
import { feedbackQuery, readFeedbackForm, submitFeedbackForm } from './form-posts';
import { withLang } from './render';

type Params = { businessId: string };
const pageLimit = { max: 600, timeWindow: '1 minute' };

/** The private feedback page and its form post, which thanks the customer or shows what to fix. */
export function feedbackPages(app: FastifyInstance, kit: CustomerPageKit) {
  app.get<{ Params: Params; Querystring: Record<string, unknown> }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: pageLimit } },
    async (request, reply) => {
      const business = await kit.load(request.business.id);
      if (!business) return kit.notFoundPage(request, reply, 'feedback');
      const i18n = kit.languageOf(request, business);
      const q = feedbackQuery.parse(request.query ?? {});
      if (q.sent)
        return kit.send(request, reply, 200, { page: 'thanks', business: { name: business.name } }, i18n);
      const page = kit.feedbackPage(request, business, q.rating, q.scan);
      return kit.send(request, reply, 200, q.welcome ? { ...page, welcome: true } : page, i18n);
    },
  );

  app.post<{ Params: Params; Body: Record<string, unknown> | undefined }>(
    '/feedback/:businessId',
    { config: { access: 'public', htmlErrors: true, rateLimit: customerLimits.feedback } },
    async (request, reply) => {
      const business = await kit.load(request.business.id);
      if (!business) return kit.notFoundPage(request, reply, 'feedback');
      const i18n = kit.languageOf(request, business);
      const form = readFeedbackForm(request.body);
      const result = await submitFeedbackForm(app.db, business.id, form, i18n, app.proveAddress);
      if (result.sent) {
        const thanks = `/feedback/${encodeURIComponent(business.id)}?sent=1`;
        return reply.redirect(withLang(thanks, i18n.lang, i18n.pinned), 303);
      }
      const page = {
        ...kit.feedbackPage(request, business, form.rating, form.scanId),
        error: result.problem,
        values: form.values,
      };
      return kit.send(request, reply, 400, page, i18n);
    },
  );
}
