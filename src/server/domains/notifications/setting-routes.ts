import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  browserTimeZoneSchema,
  notificationSettingsSchema,
  summaryNowSchema,
  updateNotificationSettingsSchema,
} from '#shared/schemas/notifications.ts';
import { getNotificationSettings, rememberBrowserTimeZone, updateNotificationSettings } from './settings';
import { sendSummaryNow } from './weekly-summary';

/**
 * The signed-in user's e-mail settings, the browser's time zone for the weekly summary, and the
 * summary now, to see what Monday brings.
 */
export const notificationSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  const mailMode = app.mail.transport.kind;

  app.get(
    '/api/notifications/settings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'getNotificationSettings',
        summary: "The caller's e-mail alert settings",
        response: { 200: notificationSettingsSchema, ...errorAnswers.user },
      },
    },
    async (request) => getNotificationSettings(app.db, request.signedInUser.id, mailMode),
  );

  app.patch(
    '/api/notifications/settings',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'updateNotificationSettings',
        summary: "Change the caller's e-mail alert settings",
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      await updateNotificationSettings(app.db, request.signedInUser.id, request.body);
      return getNotificationSettings(app.db, request.signedInUser.id, mailMode);
    },
  );

  app.post(
    '/api/notifications/time-zone',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'setMailTimeZone',
        summary: "Remember the browser's time zone for the weekly summary",
        body: browserTimeZoneSchema,
        response: { 200: z.object({ saved: z.boolean() }), ...errorAnswers.user },
      },
    },
    async (request) => ({
      saved: await rememberBrowserTimeZone(app.db, request.signedInUser.id, request.body.timeZone),
    }),
  );

  app.post(
    '/api/businesses/:id/weekly-summary',
    {
      config: { access: 'member' },
      schema: {
        operationId: 'sendWeeklySummaryNow',
        summary: "Send the caller the last whole week's summary of this location now",
        description:
          "Goes to the caller's own address, in their language, whatever their setting; once a day per location.",
        params: businessParamsSchema,
        response: { 200: summaryNowSchema, ...errorAnswers.member },
      },
    },
    async (request) =>
      sendSummaryNow(
        app.db,
        app.mail,
        { userId: request.signedInUser.id, businessId: request.business.id },
        new Date(),
      ),
  );
};
