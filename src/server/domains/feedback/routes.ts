// Private feedback, one file per part: the customer's feedback, the owner's inbox, answers, how long
// feedback is kept, and the customer confirming their address.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerRoutes } from './answer-routes';
import { confirmAddressRoutes } from './confirm-address-routes';
import { feedbackEntryRoutes } from './feedback-routes';
import { inboxRoutes } from './inbox-routes';
import { retentionRoutes } from './retention-routes';

/** Private feedback: sent by customers, read and answered by the team. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(feedbackEntryRoutes);
  await app.register(inboxRoutes);
  await app.register(answerRoutes);
  await app.register(retentionRoutes);
  await app.register(confirmAddressRoutes);
};
