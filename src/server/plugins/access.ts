import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { businessIdSchema } from '../../shared/businesses';
import { businesses, memberships } from '../db/schema';
import { HttpError } from './error-handler';

/**
 * Who may call a route. Every route under /api and every server-rendered page declares one;
 * a route without a declaration stops the server at start-up (default deny).
 */
export type Access = 'public' | 'user' | 'member' | 'owner';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** Set for 'member' and 'owner' routes: the caller's role in the business named by `:id`. */
    businessRole: 'owner' | 'member' | null;
  }
}

type RouteAccess = { method: string; url: string; access: Access; rateLimited: boolean };

const SIGN_IN_REQUIRED = 'Please sign in to continue.';

async function roleIn(app: FastifyInstance, businessId: string, userId: string) {
  const rows = await app.db
    .select({ id: businesses.id, role: memberships.role })
    .from(businesses)
    .leftJoin(memberships, and(eq(memberships.businessId, businesses.id), eq(memberships.userId, userId)))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return rows[0];
}

export const accessPlugin = fp(async (app: FastifyInstance) => {
  const table: RouteAccess[] = [];
  app.decorate('routeAccess', table);
  app.decorateRequest('businessRole', null);

  app.addHook('onRoute', (route) => {
    const url = route.url ?? route.path;
    const declared = route.config?.access;
    const needsDeclaration = url.startsWith('/api') || route.config?.access !== undefined;
    if (!needsDeclaration) return;
    if (!declared) throw new Error(`Route ${route.method} ${url} declares no access (default deny).`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') {
        table.push({ method, url, access: declared, rateLimited: route.config?.rateLimit != null });
      }
    }
  });

  // Before body validation, so a stranger learns nothing from validation messages.
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    if (!request.user) throw new HttpError(401, SIGN_IN_REQUIRED, 'UNAUTHENTICATED');
    if (access === 'user') return;
    // The business is named by `:id`, or (billing calls, spec §7) by `businessId` in the query or body.
    const businessId =
      (request.params as { id?: unknown }).id ??
      (request.query as { businessId?: unknown } | undefined)?.businessId ??
      (request.body as { businessId?: unknown } | undefined)?.businessId;
    if (businessId === undefined && !request.routeOptions.url?.includes(':id')) {
      throw new HttpError(400, 'Say which business: businessId is required.', 'BUSINESS_ID_REQUIRED');
    }
    const id = businessIdSchema.safeParse(businessId);
    if (!id.success) throw new HttpError(400, 'That business id is not valid.', 'BAD_BUSINESS_ID');
    const found = await roleIn(app, id.data, request.user.id);
    if (!found) throw new HttpError(404, 'Business not found', 'BUSINESS_NOT_FOUND');
    if (!found.role) throw new HttpError(403, 'You are not a member of this business.', 'FORBIDDEN');
    if (access === 'owner' && found.role !== 'owner') {
      throw new HttpError(403, 'Only the business owner can do this.', 'OWNER_ONLY');
    }
    request.businessRole = found.role;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeAccess: RouteAccess[];
  }
}
