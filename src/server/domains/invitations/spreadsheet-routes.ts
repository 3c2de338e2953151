import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { forbidden } from '#server/lib/domain-errors.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { invitationCsvReportSchema, invitationCsvSchema } from '#shared/schemas/invitations.ts';
import { makerFor, NOT_CONFIRMED } from './maker';
import { checkOrQueue } from './service';
import { readSpreadsheet, reportOf, unusableFile } from './spreadsheet';

const spreadsheetLimit = { max: 20, timeWindow: '1 minute' };

/** Inviting the customers of a spreadsheet: checked first, then queued. */
export const spreadsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  const spreadsheet = async (
    request: FastifyRequest<{ Body: z.infer<typeof invitationCsvSchema> }>,
    queue: boolean,
  ) => {
    if (queue && request.body.confirmed !== true) throw forbidden(NOT_CONFIRMED, 'NOT_CONFIRMED');
    const read = await readSpreadsheet(request.body.csv);
    // A file that cannot be used is reported, with what is wrong with it, and nothing is queued.
    if ('problem' in read) return unusableFile(read.problem);
    const decisions = await checkOrQueue(app.db, await makerFor(app, request, 'csv'), read.rows, queue);
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
};
