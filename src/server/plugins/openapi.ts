import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNATURE_HEADER, WEBHOOK_EVENTS } from '#shared/lib/developers.ts';
import { webhookEnvelope, webhookEventData } from '#shared/schemas/developers.ts';
import { errorSchema } from '#shared/schemas/errors.ts';
import type { Access } from './access';

const DOCS_PREFIX = '/api/docs';
const docsLimit = { max: 120, timeWindow: '1 minute' };

/** One tag per server domain, so a generated client groups its calls the way the product does. */
export const TAGS = {
  platform: { name: 'Platform', description: 'Health, readiness and public settings.' },
  account: { name: 'Account', description: 'Sign-in, the signed-in user, and deleting the account.' },
  businesses: { name: 'Businesses', description: "Registering a business and the owner's locations." },
  places: { name: 'Places', description: 'Finding a business to register.' },
  visits: { name: 'Customer visits', description: "The rating page's calls: scans and ratings." },
  inbox: { name: 'Inbox', description: 'Google reviews and private feedback together, what waits first.' },
  feedback: { name: 'Feedback', description: 'Private feedback, its inbox and how long it is kept.' },
  drafts: { name: 'Drafts', description: 'Drafts of replies and answers, and how they sound.' },
  analytics: { name: 'Analytics', description: 'Scans, ratings and outcomes over time.' },
  phoneScreen: { name: 'Phone screen', description: 'The template customers see on the phone.' },
  team: { name: 'Team', description: 'Team members, their codes and credited links.' },
  sharing: { name: 'Sharing', description: 'Short links sent from the owner’s phone.' },
  billing: { name: 'Billing', description: 'The subscription and its seats.' },
  notifications: { name: 'Notifications', description: 'E-mail alerts and summaries.' },
  data: { name: 'Data', description: "Exporting and deleting a business's data." },
  google: {
    name: 'Google Business Profile',
    description: 'The connection, reviews and replies, and growth.',
  },
  invitations: {
    name: 'Invitations',
    description: 'Review invitations by e-mail, their reminder and what came of them.',
  },
  developers: { name: 'Developers', description: 'Personal access tokens and webhooks.' },
  operator: {
    name: 'Operator',
    description:
      "The operator's console: every business, its health and money, and the actions that stop harm.",
  },
  mailEvents: {
    name: 'Mail events',
    description: "Mail relays' bounce, complaint and unsubscribe events, each in its provider's own format.",
  },
} as const;
type Tag = (typeof TAGS)[keyof typeof TAGS];

/** A domain's routes under one tag in the document (the hook sees only the routes this plugin registers). */
// biome-ignore lint/suspicious/noExplicitAny: each domain plugin has its own options type.
export function tagged<O extends Record<string, any>>(tag: Tag, routes: FastifyPluginAsync<O>) {
  return async (app: FastifyInstance, opts: O) => {
    app.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, tags: [tag.name] } as FastifySchema;
    });
    await app.register(routes, opts);
  };
}

/** The 3.1 `webhooks` section: what each event's POST carries, and how to check its signature. */
function documentedWebhooks() {
  return Object.fromEntries(
    WEBHOOK_EVENTS.map((type) => [
      type,
      {
        post: {
          operationId: `on${type.replace(/(^|\.)([a-z])/g, (_, __, c: string) => c.toUpperCase())}`,
          summary: `The ${type} event`,
          tags: [TAGS.developers.name],
          // We call the receiver: it checks the signature header, not a session.
          security: [],
          parameters: [
            {
              name: SIGNATURE_HEADER,
              in: 'header' as const,
              required: true,
              description:
                't=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint secret>',
              schema: { type: 'string' },
            },
          ],
          requestBody: {
            required: true,
            content: {
              'application/json': { schema: z.toJSONSchema(webhookEnvelope(type, webhookEventData[type])) },
            },
          },
          responses: {
            '200': { description: 'Any 2xx answer within 10 seconds counts as delivered.' },
            '400': { description: 'Anything else is retried with back-off for 24 hours.' },
          },
        },
      },
    ]),
  );
}

/** What each access rule means, written into every operation (docs/decisions/0021-access-declarations.md). */
const ACCESS_TEXT: Record<Access, string> = {
  public: 'Access: public — anyone, no session needed.',
  user: 'Access: user — any signed-in user.',
  member: 'Access: member — the owner or a team member of the business in the path.',
  owner: 'Access: owner — only the owner of the business in the path.',
  operator:
    'Access: operator — only the accounts in OPERATOR_EMAILS; an action (POST) needs a sign-in from the last OPERATOR_REAUTH_MINUTES (401 REAUTH_REQUIRED otherwise).',
};

const TOKEN_TEXT = {
  read: 'Access tokens: yes, with the `read` scope, for the locations the token names.',
  write: 'Access tokens: yes, with the `write` scope, for the locations the token names.',
} as const;

/** None for public pages, the cookie for signed-in ones, and the bearer token where it is accepted. */
function securityOf(access: Access, token: 'read' | 'write' | undefined): Record<string, string[]>[] {
  if (token && access === 'public') return [{}, { accessToken: [] }];
  if (access === 'public') return [];
  return token ? [{ session: [] }, { accessToken: [] }] : [{ session: [] }];
}

const apiDescription = (
  publicUrl: string,
) => `The JSON API behind ReviewTap. Errors are \`{ message, code? }\`.

## Authentication
- **In the browser**: the HttpOnly sign-in cookie. Every state-changing request must come from the site itself (Origin check).
- **From a server (integrations)**: a personal access token, made by a location's owner in Dashboard → Developers and shown once.
  Send it as \`Authorization: Bearer rt_live_…\`. A token acts for its owner on the locations it names, with the \`read\` scope
  (business, analytics, feedback, reviews, team, invitations) or \`read\` and \`write\` (feedback status, review replies, template,
  review filter, review invitations).
  Tokens never reach billing, team changes, deletion, or token and webhook management. Each token has its own limit of 300
  requests a minute.

\`\`\`sh
curl -H "Authorization: Bearer $REVIEWTAP_TOKEN" ${publicUrl}/api/businesses/mine
\`\`\`

## Review invitations: two hours after each appointment
Creating a token with \`write\` is the owner's confirmation that the customers sent through it agreed to be contacted.
Send each customer once, when the visit is over: your booking system knows the end of every appointment, so give each one
a \`sendAt\` two hours later, its own \`externalId\`, and one \`Idempotency-Key\` per call. A retried call, or the same
appointment sent again, invites nobody twice. Up to 100 a call; each item answers \`scheduled\`, \`sent\` or \`skipped\`
with its reason (invited in the last 14 days, unsubscribed, bounced, over the day's limit, a duplicate, or invalid).

\`\`\`sh
curl -X POST ${publicUrl}/api/businesses/$BUSINESS_ID/invitations \\
  -H "Authorization: Bearer $REVIEWTAP_TOKEN" -H "Content-Type: application/json" \\
  -H "Idempotency-Key: appointments-2026-11-28" \\
  -d '{"invitations":[{"email":"ana@example.com","name":"Ana","language":"es",
       "sendAt":"2026-11-28T16:30:00+01:00","externalId":"appointment-8841"}]}'
\`\`\`

The e-mail has five stars; a star opens the rating page with it chosen, and the rating counts when the customer confirms
it there. \`invitation.sent\`, \`invitation.opened\`, \`invitation.rated\` and \`invitation.unsubscribed\` follow each one.

## Webhooks
Add an endpoint in Developers with the events it wants; you get its signing secret once. Each event is a POST of
\`{ id, type, createdAt, businessId, data }\`, at least once and in no promised order: retried with back-off, with the
same \`id\` on every try, so drop the ids you have seen and order by \`createdAt\`. Any 2xx within 10 seconds counts as
delivered. A failing endpoint waits as a whole (30 seconds, doubling to an hour) and then receives everything queued for
it; one that fails for 24 hours from its first failed try is turned off and its owner told by e-mail.

Every delivery carries \`${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex>\`: the hex is HMAC-SHA256 of \`<t>.<raw body>\` with
the endpoint's secret. After "Roll secret" both secrets sign for 24 hours (two \`v1=\` values). From a shell, with \`t\` and
\`v1\` taken from the header and the body exactly as received:

\`\`\`sh
printf '%s.%s' "$t" "$body" | openssl dgst -sha256 -hmac "$REVIEWTAP_WEBHOOK_SECRET"   # must print v1
\`\`\`

In a Node receiver (reject deliveries older than five minutes, and drop event ids you have seen):

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto';
function verify(header, rawBody, secret, toleranceSeconds = 300) {
  const parts = header.split(',').map((p) => p.split('='));
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  if (!(Math.abs(Date.now() / 1000 - t) <= toleranceSeconds)) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  // Only well-formed values are compared: timingSafeEqual throws on buffers of unequal length.
  return parts.some(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/i.test(v ?? '') && timingSafeEqual(Buffer.from(v, 'hex'), expected));
}
\`\`\`
`;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers with an HTML page (the sign-in popup), not JSON, in the document too. */
    htmlPage?: boolean;
    /** The route answers with a file of this media type (a CSV, a ZIP), documented as its 200. */
    fileDownload?: string;
    /** The route streams lines of JSON (`application/x-ndjson`), one event a line. */
    ndjson?: boolean;
  }
}

const HTML_RESPONSES = {
  200: { description: 'An HTML page', content: { 'text/html': { schema: { type: 'string' } } } },
  302: { description: 'A redirect' },
  '4XX': { description: 'An HTML page or `{ message }` explaining the problem' },
};

type Documented = FastifySchema & { summary?: string; description?: string; hide?: boolean };

/** Each error status's answer, named once in `components.responses`; every operation refers to it. */
const ERROR_ANSWERS: Record<string, { name: string; description: string }> = {
  400: { name: 'BadRequest', description: 'The input is not valid; `fields` names each problem.' },
  401: { name: 'Unauthorized', description: 'Sign in first (or send a valid access token).' },
  402: { name: 'PaymentRequired', description: "The location's plan has lapsed." },
  403: { name: 'Forbidden', description: 'Not allowed for this caller, or not from this site.' },
  404: { name: 'NotFound', description: 'Not found, or not yours.' },
  409: { name: 'Conflict', description: 'Not possible in the current state; `code` says why.' },
  413: { name: 'PayloadTooLarge', description: 'The body is too large.' },
  429: { name: 'TooManyRequests', description: 'Too many requests; wait and try again.' },
  502: { name: 'BadGateway', description: 'An outside service (Stripe, Google, the mail server) failed.' },
  503: { name: 'ServiceUnavailable', description: 'Not ready: the database or a needed service is down.' },
};

type OpenApiDocument = {
  components?: Record<string, Record<string, unknown>>;
  paths?: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
};

/**
 * The error shape `{ message, code?, fields? }` written once (`components.schemas.Error`) and each
 * status's answer once (`components.responses`), instead of inlined in every operation: the same
 * contract in a quarter of the bytes, and the generated client types name it.
 */
function namedErrorAnswers(doc: OpenApiDocument): OpenApiDocument {
  const { $schema: _, ...error } = z.toJSONSchema(errorSchema) as Record<string, unknown>;
  const inline = JSON.stringify({ 'application/json': { schema: error } });
  const used = new Set<string>();
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const named = ERROR_ANSWERS[status];
        const content = (answer as { content?: unknown }).content;
        if (!named || JSON.stringify(content) !== inline) continue;
        operation.responses![status] = { $ref: `#/components/responses/${named.name}` };
        used.add(status);
      }
    }
  }
  const responses = Object.fromEntries(
    [...used].sort().map((status) => {
      const named = ERROR_ANSWERS[status]!;
      const answer = {
        description: named.description,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
      return [named.name, answer];
    }),
  );
  const components = doc.components ?? {};
  return {
    ...doc,
    components: {
      ...components,
      schemas: { ...components.schemas, Error: error },
      responses: { ...components.responses, ...responses },
    },
  };
}

/**
 * The published contract: an OpenAPI 3.1 document generated from the same zod schemas
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
        description: apiDescription(app.config.publicUrl),
        contact: { name: 'ReviewTap', url: app.config.publicUrl },
        license: { name: 'Proprietary', url: `${app.config.publicUrl}/terms` },
      },
      servers: [{ url: app.config.publicUrl, description: 'This ReviewTap instance' }],
      tags: Object.values(TAGS).map((t) => ({ ...t })),
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'sid',
            description:
              'The sign-in cookie (`__Host-sid` over https). State-changing calls must come from the site itself.',
          },
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A personal access token from Developers (`rt_live_…`). Only operations marked for tokens accept it.',
          },
        },
      },
      // A JSON Schema from zod is wider than the plugin's typing of one; the document is linted instead.
      webhooks: documentedWebhooks() as never,
    },
    transform: (input) => {
      const url = input.url;
      const schema = (input.schema ?? {}) as Documented;
      if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true } as FastifySchema, url };
      const out = jsonSchemaTransform(input);
      const config = (input.route.config ?? {}) as {
        access?: Access;
        htmlPage?: boolean;
        token?: 'read' | 'write';
        fileDownload?: string;
        ndjson?: boolean;
      };
      const file = config.fileDownload
        ? {
            description: 'The file',
            content: { [config.fileDownload]: { schema: { type: 'string', format: 'binary' } } },
          }
        : config.ndjson
          ? {
              description: 'One JSON object a line, sent as it comes',
              content: { 'application/x-ndjson': { schema: { type: 'string' } } },
            }
          : null;
      const access = config.access ?? 'public';
      const method = [input.route.method].flat()[0] ?? 'GET';
      const documented: Documented & Record<string, unknown> = {
        ...(out.schema as Documented),
        summary: schema.summary ?? `${method} ${url}`,
        description: [schema.description, ACCESS_TEXT[access], config.token ? TOKEN_TEXT[config.token] : null]
          .filter(Boolean)
          .join('\n\n'),
        'x-access': access,
        ...(config.token ? { 'x-token-scope': config.token } : {}),
        security: securityOf(access, config.token),
        ...(config.htmlPage ? { response: HTML_RESPONSES, 'x-html-page': true } : {}),
        ...(file
          ? { response: { 200: file, ...((out.schema as { response?: object }).response ?? {}) } }
          : {}),
      };
      return { schema: documented, url: out.url };
    },
    transformObject: (input) => namedErrorAnswers(jsonSchemaTransformObject(input) as OpenApiDocument),
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
