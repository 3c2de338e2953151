import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unusualActivity } from '#server/db/tables/visits.ts';
import { tooMany } from '#server/lib/domain-errors.ts';

/** The answer past the budget: the customer's next try a minute later counts as usual. */
export const overVisitBudget = () =>
  tooMany(
    'Too many ratings from this network for this business. Please try again in a minute.',
    'VISIT_BUDGET',
  );

/**
 * What one address may add to one business in a minute: the rating API and the
 * no-JavaScript form spend the same budget, and so do the scans they make. A shop's customers on one
 * Wi-Fi stay far below it; a script meets it at once. Past it, the rating or scan is not counted and
 * the owner's analytics show the day as unusual activity.
 */
export const VISIT_BUDGET_PER_MINUTE = { rating: 20, scan: 40 } as const;
type Kind = keyof typeof VISIT_BUDGET_PER_MINUTE;

type VisitBudget = {
  /** Spends one of each kind for the request's address and business; false when any is used up. */
  spend(request: FastifyRequest, kinds: Kind[]): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    visitBudget: VisitBudget;
  }
}

/** One limiter per kind, made once, so every route that spends it counts in the same place. */
export const visitBudgetPlugin = fp(async (app: FastifyInstance) => {
  const limiters = Object.fromEntries(
    (Object.keys(VISIT_BUDGET_PER_MINUTE) as Kind[]).map((kind) => [
      kind,
      app.createRateLimit({
        max: VISIT_BUDGET_PER_MINUTE[kind],
        timeWindow: '1 minute',
        // The kind is in the key: with Redis, the limiters share one key space.
        keyGenerator: (request: FastifyRequest) => `visit:${kind}|${request.ip}|${request.business.id}`,
      }),
    ]),
  ) as Record<Kind, ReturnType<FastifyInstance['createRateLimit']>>;

  app.decorate('visitBudget', {
    async spend(request, kinds) {
      const over: Kind[] = [];
      for (const kind of kinds) {
        const result = await limiters[kind](request);
        if (!result.isAllowed && result.isExceeded) over.push(kind);
      }
      if (over.length === 0) return true;
      // The flag is for the owner's eyes; failing to write it never changes the answer.
      await flagUnusualActivity(app, request.business.id, over).catch((err: unknown) =>
        request.log.warn({ err: { message: String(err) } }, 'unusual activity not recorded'),
      );
      return false;
    },
  } satisfies VisitBudget);
});

async function flagUnusualActivity(app: FastifyInstance, businessId: string, over: Kind[]) {
  const ratings = over.includes('rating') ? 1 : 0;
  const scans = over.includes('scan') ? 1 : 0;
  await app.db
    .insert(unusualActivity)
    .values({
      businessId,
      day: sql`(now() at time zone 'utc')::date`,
      refusedRatings: ratings,
      refusedScans: scans,
    })
    .onConflictDoUpdate({
      target: [unusualActivity.businessId, unusualActivity.day],
      set: {
        refusedRatings: sql`${unusualActivity.refusedRatings} + ${ratings}`,
        refusedScans: sql`${unusualActivity.refusedScans} + ${scans}`,
      },
    });
}
