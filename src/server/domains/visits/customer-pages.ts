import type { FastifyPluginAsync } from 'fastify';
import { customerPageKit } from './customer-page-kit';
import { feedbackPages } from './feedback-pages';
import { ratePages } from './rate-pages';

/**
 * The two customer pages, rendered on the server so the first response is a usable page, and
 * working as plain form posts before (or without) JavaScript, in the customer's language.
 */
export const customerPages: FastifyPluginAsync<{ webDir: string }> = async (app, opts) => {
  const kit = customerPageKit(app, opts.webDir);
  ratePages(app, kit);
  feedbackPages(app, kit);
};
