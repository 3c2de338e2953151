import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { errorAnswers } from '#server/plugins/error-answers.ts';
import type { StripeSettings } from './stripe-billing';
import { verifyStripeEvent } from './stripe-billing';
import { handleStripeEvent } from './webhooks';

/**
 * Stripe's webhook. Its own plugin, so that only here JSON arrives as raw bytes: the signature is
 * computed over them, and parsed-then-reserialised JSON would not verify.
 */
export const stripeWebhookRoutes: FastifyPluginAsync<{ stripe: StripeSettings | null }> = async (
  app,
  opts,
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/billing/stripe-webhook',
    // Stripe's retries are bounded; a flood from elsewhere is cut off before any signature work.
    {
      config: { access: 'public', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        operationId: 'receiveStripeEvent',
        summary: "Stripe's signed event notifications",
        description: 'Called by Stripe, signed with STRIPE_WEBHOOK_SECRET; an event is applied once.',
        response: {
          200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
          ...errorAnswers.public,
        },
      },
    },
    async (request, reply) => {
      if (!opts.stripe) return reply.code(404).send({ message: 'Stripe billing is not configured.' });
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = verifyStripeEvent(
        opts.stripe,
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      const result = await handleStripeEvent(app.db, app.billing, event);
      return { received: true, duplicate: result.duplicate };
    },
  );
};
