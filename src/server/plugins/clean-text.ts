import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withoutControlCharacters } from '#shared/lib/text.ts';

/**
 * Every string a request brings in its body or query loses its control characters before the
 * route's schema reads it (src/shared/lib/text.ts): a NUL in a customer's feedback, a name or a team
 * code was a 500 with the SQL in the log; now the text is kept, without the character.
 */
export const cleanTextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.body !== undefined) request.body = withoutControlCharacters(request.body);
    if (request.query && typeof request.query === 'object') {
      request.query = withoutControlCharacters(request.query);
    }
  });
});
