// Businesses, one file per part: registering one, the caller's locations, one business, and its
// customer-facing settings.

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oneBusinessRoutes } from './business-routes';
import { customerSettingRoutes } from './customer-setting-routes';
import { myLocationRoutes } from './my-location-routes';
import { registrationRoutes } from './registration-routes';

/** Registering a business and the owner's locations. */
export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(registrationRoutes);
  await app.register(myLocationRoutes);
  await app.register(oneBusinessRoutes);
  await app.register(customerSettingRoutes);
};
