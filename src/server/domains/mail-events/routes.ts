import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import type { RelayReading, RelayRequest } from './relay-event';
import { readMailgun } from './relays/mailgun';
import { readPostmark } from './relays/postmark';
import { readSendgrid, sendgridKey } from './relays/sendgrid';
import { readSes } from './relays/ses';
import { applyMailEvent, type MailEventDeps, PROVIDERS, type Provider } from './service';

/**
 * The relays' event webhooks. Their own plugin, so that only here a body arrives as raw bytes: each
 * provider signs the bytes it sent, and parsed-then-reserialised JSON would not verify.
 */
export const mailEventRoutes: FastifyPluginAsyncZod<{
  settings: Config['mailEvents'];
  deps: MailEventDeps;
}> = async (app, opts) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  const { settings } = opts;
  const sendgrid = settings.sendgridPublicKey ? sendgridKey(settings.sendgridPublicKey) : null;
  const readers: Record<Provider, ((r: RelayRequest) => RelayReading | Promise<RelayReading>) | null> = {
    postmark: settings.postmarkSecret ? (r) => readPostmark(r, settings.postmarkSecret as string) : null,
    sendgrid: sendgrid ? (r) => readSendgrid(r, sendgrid) : null,
    ses: settings.ses ? (r) => readSes(r, settings.ses as NonNullable<Config['mailEvents']['ses']>) : null,
    mailgun: settings.mailgunSigningKey ? (r) => readMailgun(r, settings.mailgunSigningKey as string) : null,
  };

  app.post(
    '/api/mail-events/:provider',
    {
      // Relays batch and retry; a flood from elsewhere is cut off before any signature work.
      config: { access: 'public', rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        operationId: 'receiveMailEvents',
        summary: "A mail relay's bounce, complaint and unsubscribe events",
        description:
          'Called by the relay, in its own documented format and signature scheme: Postmark (basic auth with MAIL_EVENTS_SECRET), SendGrid (signed Event Webhook, SENDGRID_WEBHOOK_PUBLIC_KEY), Amazon SES through SNS (signed by SNS, topics in SES_SNS_TOPIC_ARN), Mailgun (HMAC with MAILGUN_WEBHOOK_SIGNING_KEY). Each event is applied once, by the provider’s event id; anything understood or deliberately ignored is answered 200.',
        params: z.object({ provider: z.enum(PROVIDERS as [Provider, ...Provider[]]) }),
        response: {
          200: z.object({ received: z.number().int(), duplicates: z.number().int() }),
          ...errorAnswers.user,
        },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const read = readers[provider];
      if (!read)
        return reply
          .code(404)
          .send({ message: `Events from ${provider} are not configured on this server.` });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const reading = await read({ raw, headers: request.headers });
      if (!reading.ok) return reply.code(reading.status).send({ message: reading.message });
      let duplicates = 0;
      const now = new Date();
      for (const event of reading.events) {
        if (!(await applyMailEvent(app.db, opts.deps, provider, event, now))) duplicates += 1;
      }
      return { received: reading.events.length, duplicates };
    },
  );
};
