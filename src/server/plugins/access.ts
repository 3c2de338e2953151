import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { UserRow } from '#server/db/tables/auth.ts';
import { businessIdSchema, type Role } from '#shared/schemas/businesses.ts';
import { conflictingIds } from './conflicting-ids';
import { HttpError } from './error-handler';

/**
 * Who may call a route. Every route under /api and every server-rendered page declares one;
 * a route without a declaration stops the server at start-up (default deny).
 */
export type Access = 'public' | 'user' | 'member' | 'owner' | 'operator';

/** Where a route names its business: the path (`:id`, `:businessId`), the query or the body. */
export type BusinessPlace = 'path' | 'query' | 'body';

/** The business the access hook checked, and the caller's role in it (null on public routes). */
type CheckedBusiness = { readonly id: string; readonly role: 'owner' | 'member' | null };

const kBusiness = Symbol('checked business');

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Set at start-up from the route's URL and schemas; never written by a route. */
    businessIn?: BusinessPlace;
    /**
     * Open to the business's team while the operator has it suspended: its owner may still leave,
     * pay, export and delete. Every other change, and every token, is refused then.
     */
    whileSuspended?: true;
  }
  interface FastifyRequest {
    /**
     * The business this request is about, as the access hook checked it. Handlers and
     * services use only this: no handler reads a business id from the path, query or body again
     * (src/server/plugins/business-id-reads.test.ts fails when one does). Reading it on a route
     * that names no business is a programming error and throws.
     */
    readonly business: CheckedBusiness;
    [kBusiness]: CheckedBusiness | null;
    /**
     * The signed-in user on a route whose access rule guarantees one ('user', 'member', 'owner'):
     * the hook answered 401 otherwise. Reading it on a public route throws (no `user!`).
     */
    readonly signedInUser: UserRow;
  }
}

type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  rateLimited: boolean;
  businessIn: BusinessPlace | null;
  /** What a personal access token needs to call it, or null when tokens are refused. */
  token: 'read' | 'write' | null;
};

const SIGN_IN_REQUIRED = 'Please sign in to continue.';

/** How the access hook learns about a business; buildApp wires the owning domains' services in. */
export type AccessOptions = {
  roleIn(
    businessId: string,
    userId: string,
  ): Promise<{ exists: boolean; role: Role | null; suspended: boolean }>;
  /** Whether this account runs the deployment (OPERATOR_EMAILS). */
  isOperator(user: UserRow): boolean;
  /** How old a sign-in may be for an operator's action (OPERATOR_REAUTH_MINUTES). */
  operatorReauthMs: number;
};

const hasProperty = (schema: unknown, name: string) => {
  const s = schema as { shape?: Record<string, unknown>; properties?: Record<string, unknown> } | undefined;
  return Boolean(s?.shape?.[name] ?? s?.properties?.[name]);
};

/** The one place a route names its business, read from its URL and schemas once, at start-up. */
function businessPlaceOf(route: RouteOptions, url: string): BusinessPlace | null {
  if (/\/:(id|businessId)(\/|$)/.test(url)) return 'path';
  if (hasProperty(route.schema?.querystring, 'businessId')) return 'query';
  if (hasProperty(route.schema?.body, 'businessId')) return 'body';
  return null;
}

function valueIn(request: FastifyRequest, place: BusinessPlace): unknown {
  if (place === 'path') {
    const params = request.params as { id?: unknown; businessId?: unknown };
    return params.id ?? params.businessId;
  }
  const source = place === 'query' ? request.query : request.body;
  return source && typeof source === 'object' ? (source as { businessId?: unknown }).businessId : undefined;
}

/** A token reaches only the routes that accept tokens, writes only with the write scope. */
function checkTokenScope(request: FastifyRequest, token: NonNullable<FastifyRequest['apiToken']>) {
  const needs = request.routeOptions.config.token;
  if (!needs) {
    throw new HttpError(
      403,
      'Access tokens cannot do this. Sign in to ReviewTap instead.',
      'TOKEN_NOT_ALLOWED',
    );
  }
  if (needs === 'write' && !token.canWrite) {
    throw new HttpError(
      403,
      'This access token may only read. Create one with the write scope.',
      'TOKEN_READ_ONLY',
    );
  }
}

/**
 * An operator's route: only the accounts in OPERATOR_EMAILS, and an action only with a recent
 * sign-in (reading needs only the session). The business it names is the operator's to see, so no
 * membership is asked; the id is checked for shape here and for existence by the service.
 */
function checkOperator(request: FastifyRequest, opts: AccessOptions) {
  const user = request.signedInUser;
  if (!opts.isOperator(user)) {
    throw new HttpError(403, 'Only the operators of this ReviewTap can do this.', 'OPERATOR_ONLY');
  }
  const signedInAt = request.signedInAt?.getTime() ?? 0;
  if (request.method !== 'GET' && Date.now() - signedInAt > opts.operatorReauthMs) {
    const minutes = Math.round(opts.operatorReauthMs / 60_000);
    throw new HttpError(
      401,
      `Sign in again to act as the operator: an action needs a sign-in from the last ${minutes} minutes.`,
      'REAUTH_REQUIRED',
    );
  }
  const { businessIn } = request.routeOptions.config;
  // A filter (the log's ?businessId=) may be left out: then the route is about no one business.
  const value = businessIn ? valueIn(request, businessIn) : undefined;
  if (!businessIn || (businessIn === 'query' && value === undefined)) return;
  const id = businessIdSchema.safeParse(value);
  if (!id.success) throw new HttpError(400, 'That business id is not valid.', 'BAD_BUSINESS_ID');
  request[kBusiness] = { id: id.data, role: null };
}

export const accessPlugin = fp(async (app: FastifyInstance, opts: AccessOptions) => {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest(kBusiness, null);
  app.decorateRequest('business', {
    getter(this: FastifyRequest) {
      const checked = this[kBusiness];
      if (!checked) throw new Error(`${this.routeOptions.url} names no business; request.business is unset.`);
      return checked;
    },
  });

  app.decorateRequest('signedInUser', {
    getter(this: FastifyRequest) {
      if (!this.user) throw new Error(`${this.routeOptions.url} has no signed-in user; declare its access.`);
      return this.user;
    },
  });

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const declared = route.config?.access;
    const needsDeclaration = url.startsWith('/api') || route.config?.access !== undefined;
    if (!needsDeclaration) return;
    if (!declared) throw new Error(`Route ${route.method} ${url} declares no access (default deny).`);
    const businessIn = businessPlaceOf(route, url);
    if ((declared === 'member' || declared === 'owner') && !businessIn) {
      throw new Error(`Route ${route.method} ${url} is for a business's ${declared} but names no business.`);
    }
    route.config = { ...route.config, businessIn: businessIn ?? undefined } as typeof route.config;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        table.push({
          method,
          url,
          access: declared,
          rateLimited: route.config?.rateLimit != null,
          businessIn,
          token: route.config?.token ?? null,
        });
      }
    }
  });

  // Before body validation, so a stranger learns nothing from validation messages.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const { access, businessIn } = request.routeOptions.config;
    if (!access) return;
    // One id, one place: a request that names two different businesses, members,
    // feedback items or tokens is refused before anything reads either.
    const conflict = conflictingIds(request.params, request.query, request.body);
    if (conflict) {
      throw new HttpError(
        400,
        `This request names two different ${conflict} values. Send it in one place only.`,
        'CONFLICTING_IDS',
      );
    }
    // A public route is public with a token too, unless it accepts tokens (then the token's rules apply).
    if (access === 'public' && !(request.apiToken && request.routeOptions.config.token)) {
      // Public business routes (the customer's pages and calls) validate the id themselves.
      if (businessIn) request[kBusiness] = { id: String(valueIn(request, businessIn) ?? ''), role: null };
      return;
    }
    const token = request.apiToken;
    if (token) checkTokenScope(request, token);
    if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
    if (access === 'operator') return checkOperator(request, opts);
    if (access === 'user' || !businessIn) return;
    const businessId = valueIn(request, businessIn);
    if (businessId === undefined) {
      throw new HttpError(400, 'Say which business: businessId is required.', 'BUSINESS_ID_REQUIRED');
    }
    const id = businessIdSchema.safeParse(businessId);
    if (!id.success) throw new HttpError(400, 'That business id is not valid.', 'BAD_BUSINESS_ID');
    const found = await opts.roleIn(id.data, request.user.id);
    if (!found.exists) throw new HttpError(404, 'Business not found', 'BUSINESS_NOT_FOUND');
    if (!found.role) throw new HttpError(403, 'You are not a member of this business.', 'FORBIDDEN');
    if (access === 'owner' && found.role !== 'owner') {
      throw new HttpError(403, 'Only the business owner can do this.', 'OWNER_ONLY');
    }
    // A token acts for its owner on the owner's own locations, and only those it names.
    if (token && (found.role !== 'owner' || (token.businessIds && !token.businessIds.has(id.data)))) {
      throw new HttpError(403, 'This access token is not for this location.', 'TOKEN_LOCATION');
    }
    // A suspended business reads its own data; it changes nothing but what its owner keeps the right to.
    const changes = request.method !== 'GET' && !request.routeOptions.config.whileSuspended;
    if (found.suspended && (token || changes)) {
      throw new HttpError(
        403,
        'The operator of this ReviewTap suspended this business, so this is stopped for now. Your dashboard says why and whom to write to.',
        'BUSINESS_SUSPENDED',
      );
    }
    request[kBusiness] = { id: id.data, role: found.role };
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}
