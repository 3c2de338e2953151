import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import { businessParamsSchema } from '#shared/schemas/businesses.ts';
import { draftRequestSchema, draftSettingsSchema, replyVoiceSchema } from '#shared/schemas/drafts.ts';
import { replyVoiceOf, saveReplyVoice } from './settings';
import { type DraftDeps, startDraft } from './write-draft';

// A draft costs the operator money. Per address, and a shop's team often shares one Wi-Fi: a busy
// team's afternoon fits, a script does not.
const draftLimit = { max: 60, timeWindow: '1 minute' };

/** Drafts of replies, streamed; the owner's voice. Drafts are for people on the site: no tokens. */
export const draftRoutes: FastifyPluginAsyncZod<{ deps: DraftDeps }> = async (app, { deps }) => {
  app.get(
    '/api/businesses/:id/drafts/settings',
    {
      config: { access: 'member' },
      schema: {
        operationId: 'getDraftSettings',
        summary: 'How drafts sound at this location, and where they come from on this server',
        params: businessParamsSchema,
        response: { 200: draftSettingsSchema, ...errorAnswers.member },
      },
    },
    async (request) => ({ ...(await replyVoiceOf(app.db, request.business.id)), source: deps.mode }),
  );

  app.put(
    '/api/businesses/:id/drafts/settings',
    {
      config: { access: 'owner' },
      schema: {
        operationId: 'saveDraftSettings',
        summary: "Set the tone and sign-off of this location's drafts",
        params: businessParamsSchema,
        body: replyVoiceSchema,
        response: { 200: draftSettingsSchema, ...errorAnswers.owner },
      },
    },
    async (request) => ({
      ...(await saveReplyVoice(app.db, request.business.id, request.body)),
      source: deps.mode,
    }),
  );

  app.post(
    '/api/businesses/:id/drafts',
    {
      config: { access: 'member', rateLimit: draftLimit, ndjson: true },
      schema: {
        operationId: 'draftReply',
        summary: 'Draft a reply to a Google review or an answer to a private feedback, streamed',
        description:
          'Answers `application/x-ndjson`: a `start` line, `text` lines as the words come, then `end` (or `error`). Nothing is posted or sent.',
        params: businessParamsSchema,
        body: draftRequestSchema,
        response: { ...errorAnswers.member },
      },
    },
    async (request, reply) => {
      const leaving = new AbortController();
      // The owner closed the box or lost the connection: the model stops writing (and costing).
      reply.raw.on('close', () => leaving.abort());
      const events = await startDraft(app.db, deps, {
        businessId: request.business.id,
        role: request.business.role,
        request: request.body,
        signal: leaving.signal,
      });
      const lines = Readable.from(
        (async function* () {
          for await (const event of events) yield `${JSON.stringify(event)}\n`;
        })(),
      );
      return (
        reply
          .header('content-type', 'application/x-ndjson; charset=utf-8')
          .header('cache-control', 'no-store')
          // A proxy in front (nginx) passes each line on as it comes.
          .header('x-accel-buffering', 'no')
          .send(lines as never)
      );
    },
  );
};
