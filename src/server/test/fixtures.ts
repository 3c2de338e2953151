import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '#server/db/client.ts';
import { newBusinessId } from '#server/db/ids.ts';
import { type BusinessRow, businesses, memberships } from '#server/db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A registered business straight in the database, with the owner's membership row, as
 * registration leaves it. Tests that are not about registration start from here.
 */
export async function createBusinessFor(
  db: DbOrTx,
  ownerId: string,
  overrides: Partial<Omit<typeof businesses.$inferInsert, 'ownerId'>> = {},
): Promise<BusinessRow> {
  const placeId = overrides.placeId ?? `test_place_${randomBytes(6).toString('hex')}`;
  const [business] = await db
    .insert(businesses)
    .values({
      id: newBusinessId(),
      name: `Test Business ${placeId.slice(-4)}`,
      address: '1 Test Street, Testville',
      googleReviewUrl: `https://search.google.com/local/writereview?placeid=${placeId}`,
      trialEndsAt: new Date(Date.now() + 7 * DAY_MS),
      ...overrides,
      placeId,
      ownerId,
    })
    .returning();
  if (!business) throw new Error('business not created');
  await db.insert(memberships).values({ businessId: business.id, userId: ownerId, role: 'owner' });
  return business;
}

/** Puts a user on a business's team as a member. */
export async function addMember(db: DbOrTx, businessId: string, userId: string) {
  const [row] = await db.insert(memberships).values({ businessId, userId, role: 'member' }).returning();
  if (!row) throw new Error('membership not created');
  return row;
}
