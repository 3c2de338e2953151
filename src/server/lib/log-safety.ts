import type { FastifyRequest } from 'fastify';

/**
 * What reaches the logs, and what never does: query strings carry OAuth codes, signed
 * links and tokens, and a failed query's parameters carry customers' names and e-mail addresses.
 */
export const pathOnly = (url: string) => url.split('?')[0] ?? url;

/** Fastify's request serializer without the query string. */
export function safeRequest(req: FastifyRequest) {
  return { method: req.method, url: pathOnly(req.url), remoteAddress: req.ip };
}

type QueryError = Error & { query?: unknown; params?: unknown; cause?: unknown; code?: unknown };

/** An error for the log: a failed query keeps its SQL and the driver's code and message, never its values. */
export function loggableError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  const e = error as QueryError;
  const cause = e.cause instanceof Error ? (e.cause as QueryError) : undefined;
  if ('params' in e) {
    return {
      type: e.name,
      query: typeof e.query === 'string' ? e.query : undefined,
      message: cause?.message ?? 'query failed',
      code: typeof cause?.code === 'string' ? cause.code : undefined,
      // The stack's first lines repeat the message, parameters included: keep only the frames.
      stack: e.stack
        ?.split('\n')
        .filter((l) => l.trimStart().startsWith('at '))
        .join('\n'),
    };
  }
  return error;
}
