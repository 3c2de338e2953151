import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '#server/db/tables/auth.ts';
import { HttpError } from './error-handler';

/** What a token may do (the developers domain makes it; the access hook reads it). */
type TokenGrant = {
  id: string;
  userId: string;
  canWrite: boolean;
  /** Null: every location its owner owns at the time of the request. */
  businessIds: ReadonlySet<string> | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Whether a personal access token may call this route, and with which scope. Absent:
     * tokens are refused (default deny), as on billing, team changes, deletion and token management.
     */
    token?: 'read' | 'write';
  }
  interface FastifyRequest {
    /** The personal access token this request authenticated with, or null (a cookie, or nobody). */
    apiToken: TokenGrant | null;
  }
}

/** A token in the Authorization header; the cookie is then ignored, so no CSRF check applies. */
const TOKEN = /^Bearer (rt_(?:live|demo)_[0-9A-Za-z]{43})$/;
export const carriesApiToken = (request: FastifyRequest) =>
  request.headers.authorization?.startsWith('Bearer rt_') === true;

/** Per token, across instances when Redis is configured: an integration cannot crowd out the owner. */
const PER_TOKEN = { max: 300, timeWindow: '1 minute' };

export type ApiTokenOptions = {
  findGrant(token: string): Promise<{ grant: TokenGrant; user: UserRow } | null>;
};

/** Authenticates `Authorization: Bearer rt_…`; the access hook then applies its scope. */
export const apiTokenPlugin = fp(async (app: FastifyInstance, opts: ApiTokenOptions) => {
  app.decorateRequest('apiToken', null);
  const limit = app.rateLimit({
    ...PER_TOKEN,
    keyGenerator: (request: FastifyRequest) => `token:${request.apiToken?.id ?? request.ip}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!carriesApiToken(request)) return;
    // A token request is the token's alone: whatever cookie came with it is not looked at.
    request.user = null;
    request.sessionToken = null;
    const match = TOKEN.exec(request.headers.authorization ?? '');
    const found = match ? await opts.findGrant(match[1]!) : null;
    if (!found) throw new HttpError(401, 'This access token is not valid or was revoked.', 'BAD_TOKEN');
    request.user = found.user;
    request.apiToken = found.grant;
    await limit.call(app, request, reply);
  });
});
