import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound, unavailable } from '#server/lib/domain-errors.ts';
import { sendHtml } from '#server/lib/html-response.ts';
import { pageLocale } from '#server/lib/locale.ts';
import { customerLimits } from '#server/plugins/customer-limits.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import {
  createInvitationsSchema,
  idempotencyHeadersSchema,
  invitationCsvReportSchema,
  invitationCsvSchema,
  invitationFunnelSchema,
  invitationListQuerySchema,
  invitationListSchema,
  invitationOpenedSchema,
  invitationSettingsSchema,
  invitationSettingsViewSchema,
  invitationsCreatedSchema,
} from '#shared/schemas/invitations.ts';
import {
  businessOfUnsubscribeLink,
  checkOrQueue,
  createInvitations,
  invitationFunnel,
  keptInvitationMails,
  listInvitations,
  markInvitationOpened,
  staffRefOfSender,
  unsubscribeFromInvitations,
} from './service';
import { getInvitationSettings, setInvitationSettings } from './settings';
import { readSpreadsheet, reportOf, unusableFile } from './spreadsheet';
import { badLinkPage, confirmPage, donePage } from './unsubscribe-pages';

const NOT_CONFIRMED = 'Confirm that these customers agreed to be contacted by you.';
// Signed out, from a mail app or a browser: enough for a person, too few to guess tokens with.
const unsubscribeLimit = { max: 30, timeWindow: '1 minute' };
const spreadsheetLimit = { max: 20, timeWindow: '1 minute' };
const tokenQuery = z.object({ token: z.string().max(300).optional(), lang: z.string().max(10).optional() });
// A rendered e-mail shown in the demo outbox: no scripts, nothing loaded but images. Its links open a
// new tab outside the sandbox, as a mail app opens them, so a star leads to the real rating page.
const MAIL_PREVIEW_CSP =
  "sandbox allow-popups allow-popups-to-escape-sandbox; default-src 'none'; img-src https: data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Review invitations: made from the phone, a spreadsheet or the API; the customer's unsubscribe. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perDay, trialPerDay, postalAddress } = app.config.invitations;
  // RFC 8058 one-click: mail apps POST "List-Unsubscribe=One-Click" as a form, urlencoded or multipart.
  // The body carries nothing we need, so multipart is accepted and ignored.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, _body, done) => done(null, {}),
  );

  /** Who makes these and how: the member credited, or the API. */
  const makerFor = async (request: FastifyRequest, source: 'phone' | 'csv' | 'api') => {
    // Without the operator's postal address an invitation may not go out (CAN-SPAM): say so first.
    if (!postalAddress)
      throw unavailable(
        'Invitations need the operator’s postal address in their footer: set LEGAL_ADDRESS.',
        'INVITATIONS_NEED_ADDRESS',
      );
    const businessId = request.business.id;
    const person = source === 'api' ? null : request.signedInUser.id;
    return {
      businessId,
      source,
      sentBy: person,
      staffRef: person ? await staffRefOfSender(app.db, businessId, person) : null,
      keys: app.invitations.keys,
      perDay,
      trialPerDay,
      now: new Date(),
    };
  };

  app.post(
    '/api/businesses/:id/invitations',
    {
      config: { access: 'member', token: 'write' },
      schema: {
        operationId: 'createInvitations',
        summary: 'Invite customers by e-mail to rate the location (1 to 100 a call)',
        description:
          'Send an `Idempotency-Key` header: a retried call answers the same and invites nobody twice. Signed in, `confirmed: true` is the caller saying these customers agreed to be contacted; with a token, creating the token said so.',
        params: businessParamsSchema,
        headers: idempotencyHeadersSchema,
        body: createInvitationsSchema,
        response: { 201: invitationsCreatedSchema, ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const viaToken = Boolean(request.apiToken);
      if (!viaToken && request.body.confirmed !== true) throw forbidden(NOT_CONFIRMED, 'NOT_CONFIRMED');
      const maker = await makerFor(request, viaToken ? 'api' : 'phone');
      const key = request.headers['idempotency-key'];
      const created = await createInvitations(
        app.db,
        maker,
        request.body.invitations,
        key ? { key, body: request.body } : undefined,
      );
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/businesses/:id/invitations',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'listInvitations',
        summary: "The location's invitations, newest first, with what became of each",
        params: businessParamsSchema,
        querystring: invitationListQuerySchema,
        response: { 200: invitationListSchema, ...errorAnswers.member },
      },
    },
    async (request) => ({ invitations: await listInvitations(app.db, request.business.id, request.query) }),
  );

  const spreadsheet = async (
    request: FastifyRequest<{ Body: z.infer<typeof invitationCsvSchema> }>,
    queue: boolean,
  ) => {
    if (queue && request.body.confirmed !== true) throw forbidden(NOT_CONFIRMED, 'NOT_CONFIRMED');
    const read = await readSpreadsheet(request.body.csv);
    // A file that cannot be used is reported, with what is wrong with it, and nothing is queued.
    if ('problem' in read) return unusableFile(read.problem);
    const decisions = await checkOrQueue(app.db, await makerFor(request, 'csv'), read.rows, queue);
    return reportOf(read.rows, decisions, queue);
  };

  app.post(
    '/api/businesses/:id/invitations/spreadsheet/check',
    {
      config: { access: 'owner', rateLimit: spreadsheetLimit },
      bodyLimit: 2_500_000,
      schema: {
        operationId: 'checkInvitationSpreadsheet',
        summary: 'Check a CSV of customers: how many would go, and which rows would not, and why',
        params: businessParamsSchema,
        body: invitationCsvSchema,
        response: { 200: invitationCsvReportSchema, ...errorAnswers.owner },
      },
    },
    async (request) => spreadsheet(request, false),
  );

  app.post(
    '/api/businesses/:id/invitations/spreadsheet',
    {
      config: { access: 'owner', rateLimit: spreadsheetLimit },
      bodyLimit: 2_500_000,
      schema: {
        operationId: 'sendInvitationSpreadsheet',
        summary: 'Invite the customers of a CSV: the rows that pass every rule are queued',
        params: businessParamsSchema,
        body: invitationCsvSchema,
        response: { 200: invitationCsvReportSchema, ...errorAnswers.owner },
      },
    },
    async (request) => spreadsheet(request, true),
  );

  app.get(
    '/api/businesses/:id/invitations/settings',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getInvitationSettings',
        summary: "The location's invitation settings (the reminder) and its pause, if any",
        params: businessParamsSchema,
        response: { 200: invitationSettingsViewSchema, ...errorAnswers.member },
      },
    },
    async (request) => getInvitationSettings(app.db, request.business.id),
  );

  app.put(
    '/api/businesses/:id/invitations/settings',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'setInvitationSettings',
        summary: 'Choose the reminder: 1 to 7 days after the invitation, or none',
        params: businessParamsSchema,
        body: invitationSettingsSchema,
        response: { 200: invitationSettingsViewSchema, ...errorAnswers.owner },
      },
    },
    async (request) => setInvitationSettings(app.db, request.business.id, request.body),
  );

  app.get(
    '/api/businesses/:id/invitations/funnel',
    {
      config: { access: 'member', token: 'read' },
      schema: {
        operationId: 'getInvitationFunnel',
        summary: 'The last 30 days of invitations: sent, opened, rated, sent to Google, and per member',
        params: businessParamsSchema,
        response: { 200: invitationFunnelSchema, ...errorAnswers.member },
      },
    },
    async (request) => invitationFunnel(app.db, request.business.id),
  );

  app.get(
    '/api/businesses/:id/invitations/outbox',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'listDemoInvitationMails',
        summary: 'Demo mail outbox: the invitation e-mails kept instead of sent',
        params: businessParamsSchema,
        response: {
          200: z.object({
            mails: z.array(
              z.object({
                id: z.string(),
                to: z.string(),
                subject: z.string(),
                text: z.string(),
                sentAt: z.string(),
              }),
            ),
          }),
          ...errorAnswers.owner,
        },
      },
    },
    async (request) => {
      if (app.invitations.transport.kind !== 'demo') return { mails: [] };
      const mails = await keptInvitationMails(app.db, app.invitations, request.business.id);
      return {
        mails: mails.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          sentAt: m.sentAt.toISOString(),
        })),
      };
    },
  );

  app.get(
    '/api/businesses/:id/invitations/outbox/:invitationId',
    {
      config: { access: 'owner', htmlPage: true },
      schema: {
        operationId: 'getDemoInvitationMail',
        summary: 'One invitation e-mail of the demo outbox, as the customer sees it',
        params: businessParamsSchema.extend({ invitationId: z.uuid('That e-mail was not found.') }),
      },
    },
    async (request, reply) => {
      const mails =
        app.invitations.transport.kind === 'demo'
          ? await keptInvitationMails(app.db, app.invitations, request.business.id, 200)
          : [];
      const mail = mails.find((m) => m.id === request.params.invitationId);
      if (!mail) throw notFound('That e-mail was not found.', 'MAIL_NOT_FOUND');
      return reply
        .header('content-security-policy', MAIL_PREVIEW_CSP)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(mail.html);
    },
  );

  app.post(
    '/api/invitations/opened',
    {
      config: { access: 'public', rateLimit: customerLimits.rating },
      schema: {
        operationId: 'markInvitationOpened',
        summary: "The customer's first tap on an invitation's rating page (a page load never counts)",
        body: invitationOpenedSchema,
        response: { 204: z.undefined(), ...errorAnswers.public },
      },
    },
    async (request, reply) => {
      await markInvitationOpened(app.db, app.invitations.keys, request.body.invitation);
      return reply.code(204).send(undefined);
    },
  );

  app.get(
    '/invitations/unsubscribe',
    { config: { access: 'public', rateLimit: unsubscribeLimit }, schema: { querystring: tokenQuery } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const business = await businessOfUnsubscribeLink(app.db, app.invitations.keys, token);
      const locale = pageLocale(request);
      if (!business) return sendHtml(request, reply, 400, badLinkPage(locale));
      return sendHtml(request, reply, 200, confirmPage(locale, business.name, token));
    },
  );

  app.post(
    '/invitations/unsubscribe',
    {
      // Authenticated by the signed token, not a session: mail apps send no cookie and no Origin of ours.
      config: { access: 'public', rateLimit: unsubscribeLimit, skipOriginCheck: true },
      schema: { querystring: tokenQuery, body: z.unknown() },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const locale = pageLocale(request);
      const business = await businessOfUnsubscribeLink(app.db, app.invitations.keys, token);
      if (!business) return sendHtml(request, reply, 400, badLinkPage(locale));
      const body = request.body as Record<string, unknown> | undefined;
      const everywhere = body?.everywhere === '1';
      const done = await unsubscribeFromInvitations(app.db, app.invitations.keys, token, everywhere);
      // A restore of an older backup must not forget it (the deletion ledger).
      if (done?.suppression) await app.invitations.remember(done.suppression);
      return sendHtml(request, reply, 200, donePage(locale, business.name, everywhere, token));
    },
  );
};
