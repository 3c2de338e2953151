import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '#server/lib/domain-errors.ts';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import {
  browserTimeZoneSchema,
  mailIdParamsSchema,
  notificationSettingsSchema,
  outboxResponseSchema,
  updateNotificationSettingsSchema,
} from '#shared/schemas/notifications.ts';
import {
  getNotificationSettings,
  listOutbox,
  outboxMailHtml,
  rememberBrowserTimeZone,
  unsubscribe,
  updateNotificationSettings,
} from './settings';
import { badTokenPage, confirmUnsubscribePage, unsubscribedPage } from './unsubscribe-pages';
import { verifyUnsubscribeToken } from './unsubscribe-token';

// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };
/** `lang` is the e-mail's language, so its pages speak it whatever the browser prefers. */
const tokenQuery = z.object({ token: z.string().max(400).optional(), lang: z.string().max(10).optional() });

// A rendered e-mail shown in an iframe of the outbox page: no scripts, nothing loaded but images.
const MAIL_PREVIEW_CSP =
  "sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { secret } = app.mail;
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

  app.get(
    '/api/notifications/outbox',
    {
      config: { access: 'user' },
      schema: {
        operationId: 'listDemoOutbox',
        summary: 'Demo mail outbox: e-mails kept instead of sent',
        response: { 200: outboxResponseSchema, ...errorAnswers.user },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.db, request.signedInUser.id);
      return {
        mailMode,
        mails: rows.map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt ? r.sentAt.toISOString() : null,
        })),
      };
    },
  );

  app.get(
    '/api/notifications/outbox/:mailId',
    {
      config: { access: 'user', htmlPage: true },
      schema: {
        operationId: 'getDemoOutboxMail',
        summary: 'One e-mail of the demo outbox',
        params: mailIdParamsSchema,
      },
    },
    async (request, reply) => {
      const html = await outboxMailHtml(app.db, request.signedInUser.id, request.params.mailId);
      if (html === null) throw notFound('That e-mail was not found.', 'MAIL_NOT_FOUND');
      return reply
        .header('content-security-policy', MAIL_PREVIEW_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );

  // RFC 8058 one-click: mail apps POST "List-Unsubscribe=One-Click" as a form, urlencoded or multipart.
  // The body carries nothing we need, so multipart is accepted and ignored here.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  app.get(
    '/unsubscribe',
    { config: { access: 'public', rateLimit: unsubscribeLimit }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const claim = verifyUnsubscribeToken(secret, token);
      if (!claim) return sendHtml(request, reply, 400, badTokenPage(pageLocale(request)));
      return sendHtml(request, reply, 200, confirmUnsubscribePage(pageLocale(request), claim.kind, token));
    },
  );

  app.post(
    '/unsubscribe',
    {
      // Authenticated by the signed token, not a session; mail apps send no Origin of ours.
      config: { access: 'public', rateLimit: unsubscribeLimit, skipOriginCheck: true },
      schema: { querystring: tokenQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const claim = verifyUnsubscribeToken(secret, request.query.token ?? '');
      if (!claim) return sendHtml(request, reply, 400, badTokenPage(pageLocale(request)));
      await unsubscribe(app.db, claim.userId, claim.kind);
      return sendHtml(request, reply, 200, unsubscribedPage(pageLocale(request), claim.kind));
    },
  );
};
