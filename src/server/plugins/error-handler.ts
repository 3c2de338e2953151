import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DomainError, type DomainErrorKind } from '#server/lib/domain-errors.ts';
import { escapeHtml } from '#server/lib/html.ts';
import { loggableError, pathOnly } from '#server/lib/log-safety.ts';
import { fieldProblems } from './field-problems';

/** A 4xx the client can act on. Services throw it; the handler turns it into `{ message, code }`. */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    message: string,
    public readonly code?: string,
  ) {
    super(message);
  }
}

/** The one place a domain error becomes a status: services never speak HTTP. */
const STATUS_OF: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'payment-required': 402,
  'too-many': 429,
  'upstream-failed': 502,
  unavailable: 503,
};

/** Domain errors become HTTP errors here, before any answer is written. */
const asHttp = (error: Error): Error =>
  error instanceof DomainError ? new HttpError(STATUS_OF[error.kind], error.message, error.code) : error;

const GENERIC_5XX = 'Something went wrong on our side. Please try again.';

// zod's built-in messages do not name the field; our own messages are whole sentences.
function readable(path: string, message: string): string {
  const generic = /^(Invalid|Too (big|small)|Expected|Unrecognized|Required)/.test(message);
  const field = path.replace(/^\//, '').replaceAll('/', '.');
  return generic && field ? `${field}: ${message}` : message;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Pages a person reads (the no-JavaScript customer forms): errors answer in HTML, not JSON. */
    htmlErrors?: boolean;
  }
}

function errorPage(status: number, message: string, backHref: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${status === 429 ? 'Please wait a moment' : 'Something went wrong'}</title><style>:root{color-scheme:light dark}body{font:17px/1.5 system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;padding:24px;box-sizing:border-box}main{max-width:420px;text-align:center}</style></head><body><main><h1>${status === 429 ? 'Please wait a moment' : 'Something went wrong'}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(backHref)}">Try again</a></p></main></body></html>`;
}

/**
 * Fastify's own answers before routing (a malformed URL such as `/api/x/%E0%A4%A`) skipped our
 * handler and headers and echoed the URL. They now answer like every other 400.
 */
export function frameworkErrorAnswer(securityHeaders: (req: IncomingMessage, res: ServerResponse) => void) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    securityHeaders(request.raw, reply.raw);
    const message = error.code === 'FST_ERR_BAD_URL' ? 'That address is not valid.' : 'Bad request.';
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
    reply.code(status).header('cache-control', 'no-store');
    if (request.raw.url?.startsWith('/api')) return reply.send({ message, code: 'BAD_URL' });
    return reply.type('text/html; charset=utf-8').send(errorPage(status, message, '/'));
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((thrown: FastifyError | HttpError | DomainError, request, reply) => {
    const error = asHttp(thrown) as FastifyError | HttpError;
    if (request.routeOptions.config?.htmlErrors) {
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      if (status >= 500)
        request.log.error(
          { err: loggableError(thrown), method: request.method, url: pathOnly(request.url) },
          'request failed',
        );
      const message = status >= 500 ? GENERIC_5XX : error.message || 'Please try again.';
      return reply
        .code(status)
        .type('text/html; charset=utf-8')
        .send(errorPage(status, message, request.url.split('?')[0] ?? '/'));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first
        ? readable(first.instancePath, first.message ?? 'Invalid request')
        : 'Invalid request';
      return reply.code(400).send({ message, code: 'VALIDATION', fields: fieldProblems(error.validation) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.code(500).send({ message: GENERIC_5XX });
    }
    const status = error.statusCode ?? 500;
    // Our own HttpErrors carry messages written for the user, even a 502 from an outside service.
    if (error instanceof HttpError || (status >= 400 && status < 500)) {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : undefined;
      if (status === 429) request.log.warn({ url: pathOnly(request.url) }, 'rate limited');
      return reply.code(status).send({ message: error.message || 'Bad request', ...(code ? { code } : {}) });
    }
    request.log.error(
      { err: loggableError(error), method: request.method, url: pathOnly(request.url) },
      'request failed',
    );
    return reply.code(status >= 500 && status < 600 ? status : 500).send({ message: GENERIC_5XX });
  });
}
