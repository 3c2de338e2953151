// Personal access tokens: made by an owner, shown once, kept as a hash, revoked at once.
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { apiTokenBusinesses, apiTokens } from '#server/db/tables/developers.ts';
import { lockUser } from '#server/domains/auth/service.ts';
import { conflict, notFound } from '#server/lib/domain-errors.ts';
import { MAX_TOKENS } from '#shared/lib/developers.ts';
import type { ApiToken } from '#shared/schemas/developers.ts';
import { type Locations, ownedLocations } from './locations';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** A token's last use is written at most once a minute: a busy integration must not write on every read. */
const TOUCH_EVERY_MS = 60_000;

/** 32 random bytes as base62: 43 characters, about 256 bits. */
function base62(bytes: Buffer) {
  let n = BigInt(`0x${bytes.toString('hex')}`);
  let out = '';
  while (n > 0n) {
    out = BASE62[Number(n % 62n)] + out;
    n /= 62n;
  }
  return out.padStart(43, '0');
}

const hashApiToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `rt_live_` in production, `rt_demo_` elsewhere, so a token from a demo instance is recognisable. */
const tokenPrefix = (production: boolean) => (production ? 'rt_live_' : 'rt_demo_');

/** What an authenticated token carries into the request: whose it is, what it may do, where. */
type TokenGrant = {
  id: string;
  userId: string;
  canWrite: boolean;
  /** Null: every location its owner owns at the time of the request. */
  businessIds: ReadonlySet<string> | null;
};

export async function createToken(
  db: DbOrTx,
  userId: string,
  input: { name: string; businessIds: Locations; scopes: string[] },
  production: boolean,
) {
  return db.transaction(async (tx) => {
    // The owner's row is locked before counting, so creates at the same moment take turns at the cap.
    await lockUser(tx, userId);
    const ids = await ownedLocations(tx, userId, input.businessIds, 'tokens');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(eq(apiTokens.userId, userId));
    if (n >= MAX_TOKENS) {
      throw conflict(`You can keep ${MAX_TOKENS} tokens. Revoke one you no longer use first.`, 'TOKEN_LIMIT');
    }
    const prefix = tokenPrefix(production);
    const token = `${prefix}${base62(randomBytes(32))}`;
    const [row] = await tx
      .insert(apiTokens)
      .values({
        userId,
        name: input.name,
        tokenHash: hashApiToken(token),
        prefix: token.slice(0, prefix.length + 6),
        canWrite: input.scopes.includes('write'),
        allLocations: ids === 'all',
      })
      .returning({ id: apiTokens.id, prefix: apiTokens.prefix });
    if (ids !== 'all') {
      await tx.insert(apiTokenBusinesses).values(ids.map((businessId) => ({ tokenId: row!.id, businessId })));
    }
    return { id: row!.id, token, prefix: row!.prefix };
  });
}

export async function listTokens(db: DbOrTx, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(desc(apiTokens.createdAt));
  const grants = rows.length
    ? await db
        .select()
        .from(apiTokenBusinesses)
        .where(
          inArray(
            apiTokenBusinesses.tokenId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.canWrite ? ['read', 'write'] : ['read'],
    businessIds: r.allLocations ? 'all' : grants.filter((g) => g.tokenId === r.id).map((g) => g.businessId),
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/** Deletes the token: the next request that carries it, on any instance, is refused. */
export async function revokeToken(db: DbOrTx, userId: string, tokenId: string) {
  const gone = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, tokenId), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  if (gone.length === 0) throw notFound('No such token.', 'TOKEN_NOT_FOUND');
}

/** The grant behind a bearer token, or null when it is unknown or revoked. Read on every request. */
export async function findTokenGrant(
  db: DbOrTx,
  token: string,
  now = new Date(),
): Promise<TokenGrant | null> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      userId: apiTokens.userId,
      canWrite: apiTokens.canWrite,
      allLocations: apiTokens.allLocations,
      lastUsedAt: apiTokens.lastUsedAt,
      businessIds: sql<
        string[]
      >`coalesce((select array_agg(${apiTokenBusinesses.businessId}) from ${apiTokenBusinesses} where ${apiTokenBusinesses.tokenId} = ${apiTokens.id}), '{}')`,
    })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashApiToken(token)))
    .limit(1);
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return {
    id: row.id,
    userId: row.userId,
    canWrite: row.canWrite,
    businessIds: row.allLocations ? null : new Set(row.businessIds),
  };
}
