import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { businesses } from '#server/db/schema.ts';
import { signOut } from '#server/plugins/session.ts';
import { businessParamsSchema } from '#shared/businesses.ts';
import { errorSchema } from '#shared/errors.ts';
import {
  deleteAccountResponseSchema,
  deleteAccountSchema,
  deleteBusinessSchema,
  feedbackItemParamsSchema,
  inboxFilterSchema,
  inboxPageSchema,
  inboxQuerySchema,
  resolvedItemSchema,
  resolveFeedbackSchema,
  retentionBodySchema,
} from '#shared/privacy.ts';
import { csvStream } from './csv';
import { deleteAccount, deleteBusiness } from './deletion';
import { exportBusiness } from './export';
import { FEEDBACK_CSV_COLUMNS, feedbackCsvRows, listInbox, setResolved } from './inbox';
import { registerRetentionJob } from './retention';

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};
// Exports read every row of a business: a few per minute per caller is plenty.
const downloadLimit = { max: 10, timeWindow: '1 minute' };
const deleteLimit = { max: 10, timeWindow: '1 minute' };

const attachment = (name: string) => `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"`;

/** Issue 18: the owner's data: export, the full inbox, retention, and deleting a business or an account. */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  // Deleted means gone from the database's files too (issue 26); a failure here never undoes a deletion.
  const scrub = () =>
    app.database
      .scrub()
      .catch((err: unknown) => app.log.warn({ err: { message: String(err) } }, 'scrub failed'));

  registerRetentionJob(app.scheduler, app.db, scrub);

  app.get(
    '/api/businesses/:id/export',
    {
      config: { access: 'owner', rateLimit: downloadLimit },
      schema: {
        summary: "Download all of a business's data (ZIP)",
        params: businessParamsSchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { name, stream } = await exportBusiness(app.db, request.business.id);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', attachment(name))
        .header('cache-control', 'no-store')
        .send(stream as never);
    },
  );

  app.get(
    '/api/businesses/:id/feedback/inbox',
    {
      config: { access: 'member' },
      schema: {
        summary: 'The feedback inbox, filtered and paged',
        params: businessParamsSchema,
        querystring: inboxQuerySchema,
        response: { 200: inboxPageSchema, ...errors },
      },
    },
    async (request) => listInbox(app.db, request.business.id, request.query),
  );

  // The inbox as a spreadsheet, with the same filters; members read the inbox, so they may download it.
  app.get(
    '/api/businesses/:id/feedback/inbox.csv',
    {
      config: { access: 'member', rateLimit: downloadLimit },
      schema: {
        summary: 'The feedback inbox as CSV',
        params: businessParamsSchema,
        querystring: inboxFilterSchema,
        response: { ...errors },
      },
    },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment('feedback.csv'))
        .header('cache-control', 'no-store')
        .send(
          csvStream(
            FEEDBACK_CSV_COLUMNS,
            feedbackCsvRows(app.db, request.business.id, request.query),
          ) as never,
        ),
  );

  app.patch(
    '/api/businesses/:id/feedback/:feedbackId',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Mark a feedback item read or unread',
        params: feedbackItemParamsSchema,
        body: resolveFeedbackSchema,
        response: { 200: resolvedItemSchema, ...errors },
      },
    },
    async (request) =>
      setResolved(app.db, request.business.id, request.params.feedbackId, request.body.resolved),
  );

  app.patch(
    '/api/businesses/:id/retention',
    {
      config: { access: 'owner' },
      schema: {
        summary: 'Set how long feedback is kept',
        params: businessParamsSchema,
        body: retentionBodySchema,
        response: { 200: retentionBodySchema, ...errors },
      },
    },
    async (request) => {
      const [row] = await app.db
        .update(businesses)
        .set({ feedbackRetention: request.body.feedbackRetention })
        .where(eq(businesses.id, request.business.id))
        .returning({ feedbackRetention: businesses.feedbackRetention });
      return row!;
    },
  );

  app.delete(
    '/api/businesses/:id',
    {
      config: { access: 'owner', rateLimit: deleteLimit },
      schema: {
        summary: 'Delete a business and all its data',
        params: businessParamsSchema,
        body: deleteBusinessSchema,
        response: { 204: z.undefined(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteBusiness(app.db, request.business.id, request.body.confirmName, app.beforeBusinessDelete);
      // This instance's cached rating page goes now; other instances' copies expire within 10 s.
      app.customerPageCache.forget(request.business.id);
      await scrub();
      return reply.code(204).send(undefined);
    },
  );

  app.delete(
    '/api/auth/user',
    {
      config: { access: 'user', rateLimit: deleteLimit },
      schema: {
        summary: "Delete the caller's account",
        body: deleteAccountSchema,
        response: { 200: deleteAccountResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { businessIds } = await deleteAccount(
        app.db,
        request.signedInUser.id,
        request.body.confirmEmail,
        app.beforeBusinessDelete,
      );
      for (const id of businessIds) app.customerPageCache.forget(id);
      await scrub();
      // The sessions are gone with the user; this clears the browser's cookie.
      request.sessionToken = null;
      await signOut(app, request, reply);
      return { deletedBusinesses: businessIds.length };
    },
  );
};
