// Which of the owner's locations a token or webhook covers: "all", or a list the server
// checks against what the caller owns. A member owns nothing here, so they can create neither.
import { and, eq, notExists } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import {
  apiTokenBusinesses,
  apiTokens,
  webhookEndpointBusinesses,
  webhookEndpoints,
} from '#server/db/tables/developers.ts';
import { listOwnedBusinesses } from '#server/domains/businesses/service.ts';
import { forbidden } from '#server/lib/domain-errors.ts';

export type Locations = 'all' | string[];

/** The caller's own locations among those asked for; "all" stays "all". Anything else is refused. */
export async function ownedLocations(
  db: DbOrTx,
  userId: string,
  asked: Locations,
  what: 'tokens' | 'webhooks',
) {
  const owned = new Set((await listOwnedBusinesses(db, userId)).map((b) => b.id));
  if (owned.size === 0) {
    throw forbidden(`Only the owner of a location can create ${what}.`, 'OWNER_ONLY');
  }
  if (asked === 'all') return 'all' as const;
  const unique = [...new Set(asked)];
  if (unique.some((id) => !owned.has(id))) {
    throw forbidden('Choose among your own locations only.', 'NOT_YOUR_LOCATION');
  }
  return unique;
}

/**
 * After a location is deleted its rows in the grant tables are gone (ON DELETE CASCADE); a token or
 * webhook that named only that location now covers nothing, so it goes too: deleting a
 * location revokes its tokens.
 */
export async function dropEmptyGrants(db: DbOrTx, userId: string) {
  await db
    .delete(apiTokens)
    .where(
      and(
        eq(apiTokens.userId, userId),
        eq(apiTokens.allLocations, false),
        notExists(db.select().from(apiTokenBusinesses).where(eq(apiTokenBusinesses.tokenId, apiTokens.id))),
      ),
    );
  await db
    .delete(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        eq(webhookEndpoints.allLocations, false),
        notExists(
          db
            .select()
            .from(webhookEndpointBusinesses)
            .where(eq(webhookEndpointBusinesses.endpointId, webhookEndpoints.id)),
        ),
      ),
    );
}
