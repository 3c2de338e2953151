import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Access } from './access';

const DOCS_PREFIX = '/api/docs';
const docsLimit = { max: 120, timeWindow: '1 minute' };

/** What each access rule means, written into every operation (docs/decisions/0021-access-declarations.md). */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'Access: public — anyone, no session needed.',
  user: 'Access: user — any signed-in user.',
  member: 'Access: member — the owner or a team member of the business in the path.',
  owner: 'Access: owner — only the owner of the business in the path.',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with an HTML page (the sign-in popup), not JSON, in the document too. */
    htmlPage?: boolean;
  }
}

const HTML_RESPONSES = {
  200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
  302: { description: 'A redirect' },
  '4XX': { description: 'An HTML page or `{ message }` explaining the problem' },
};

type Documented = FastifySchema & { summary?: string; description?: string; hide?: boolean };

/**
 * The published contract (issue 13): an OpenAPI 3.1 document generated from the same zod schemas
 * the routes validate and serialize with, at /api/openapi.json, and a readable reference at
 * /api/docs (Swagger UI, served from this server). Only the JSON API is documented; the HTML pages
 * (customer pages, landing page) are not part of it.
 */
export async function registerOpenApi(app: FastifyInstance) {
  // Before the access plugin reads routes: Swagger UI's own routes are public pages.
  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    if (url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`)) {
      route.config = { ...route.config, access: 'public', rateLimit: docsLimit };
      route.schema = { ...route.schema, hide: true } as Documented;
    }
  });
}

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ReviewTap API',
        version: '1',
        description:
          'The JSON API behind ReviewTap. Sessions are an HttpOnly cookie set by sign-in; every state-changing request must come from the site itself (Origin check). Errors are `{ message, code? }`.',
      },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } } },
    },
    transform: (input) => {
      const url = input.url;
      const schema = (input.schema ?? {}) as Documented;
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const out = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as { access?: Access; htmlPage?: boolean };
      const access = config.access ?? 'public';
      const method = [input.route.method].flat()[0] ?? 'GET';
      const documented: Documented & Record<string, unknown> = {
        ...(out.schema as Documented),
        summary: schema.summary ?? `${method} ${url}`,
        description: [schema.description, ACCESS_TEXT[access]].filter(Boolean).join('\n\n'),
        'x-access': access,
        ...(access === 'public' ? {} : { security: [{ session: [] }] }),
        ...(config.htmlPage ? { response: HTML_RESPONSES, 'x-html-page': true } : {}),
      };
      return { schema: documented, url: out.url };
    },
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  });
  app.get(
    '/api/openapi.json',
    {
      config: { access: 'public', rateLimit: docsLimit },
      schema: { hide: true } as Documented,
    },
    async () => app.swagger(),
  );
});
