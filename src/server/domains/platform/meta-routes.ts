import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '#shared/schemas/errors.ts';
import { metaSchema } from '#shared/schemas/meta.ts';

export const metaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/meta',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        operationId: 'getMeta',
        summary: 'Public settings: the public URL, which parts run as demos, legal links',
        response: { 200: metaSchema, 429: errorSchema },
      },
    },
    async () => ({
      publicUrl: app.config.publicUrl,
      demo: {
        signIn: !app.config.google,
        places: app.places.source === 'demo',
        billing: !app.config.stripe,
      },
      legal: app.config.legal,
    }),
  );
};
