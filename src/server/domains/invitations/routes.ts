// Review invitations, one file per part: made from the phone or the API, from a spreadsheet, their
// settings and funnel, the demo outbox, and what the customer does with one.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSideRoutes } from './customer-side-routes';
import { invitationRoutes as madeRoutes } from './invitation-routes';
import { invitationSettingsRoutes } from './invitation-settings-routes';
import { invitationOutboxRoutes } from './outbox-routes';
import { spreadsheetRoutes } from './spreadsheet-routes';

/** Review invitations: made from the phone, a spreadsheet or the API; the customer's unsubscribe. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const routes of [
    madeRoutes,
    spreadsheetRoutes,
    invitationSettingsRoutes,
    invitationOutboxRoutes,
    customerSideRoutes,
  ])
    await app.register(routes);
};
