// @module-tag node-release
// An operator upgrades. The previous release's schema, with a shop's history in it, is
// migrated by this release: every row is still there and the product works on it. A database that a
// newer release migrated is refused with a message, and nothing in it changes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/domains/auth/sessions.ts';
import { createTestApp, sameOrigin, testConfig } from '#server/test/test-app.ts';
import { type Database, migrationsFolder, openDatabase, openPglite, openPostgres } from './client';
import { NewerDatabaseError, newestMigration, refuseNewerDatabase } from './schema-version';

/** The last migration of the release before this one. Move it forward when a release ships. */
const PREVIOUS_RELEASE = '0013_issue31_channels_short_links';
const TABLES = ['users', 'businesses', 'memberships', 'scans', 'feedback', 'daily_stats'] as const;

/** A copy of the migrations folder that stops at `tag`: the schema an older release shipped. */
function migrationsUpTo(tag: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'rt-migrations-'));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const end = journal.entries.findIndex((e) => e.tag === tag);
  expect(end, `${tag} is not a migration`).toBeGreaterThanOrEqual(0);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, end + 1) }));
  return dir;
}

/** An empty database on the engine under test: PGlite, or its own PostgreSQL database in CI. */
async function emptyDatabase(): Promise<{
  database: Database;
  migrate: (folder: string) => Promise<void>;
  drop: () => Promise<void>;
}> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const database = await openPglite(new PGlite());
    return {
      database,
      migrate: (folder) => migratePglite(database.db as never, { migrationsFolder: folder }),
      drop: () => database.close(),
    };
  }
  const name = `upgrade_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openPostgres(target.toString(), 5);
  return {
    database,
    migrate: (folder) => migratePg(database.db as never, { migrationsFolder: folder }),
    drop: async () => {
      await database.close();
      const a = new pg.Client({ connectionString: url });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}

const counts = async (database: Database) => {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const r = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    out[table] = (r as unknown as { rows: { n: number }[] }).rows[0]!.n;
  }
  return out;
};

describe('upgrading from the previous release', () => {
  let db: Awaited<ReturnType<typeof emptyDatabase>>;
  let oldFolder: string;

  beforeAll(async () => {
    db = await emptyDatabase();
    oldFolder = migrationsUpTo(PREVIOUS_RELEASE);
    await db.migrate(oldFolder);
    // A shop's history, written as the previous release wrote it (plain SQL: this release's code
    // expects tables the old schema does not have yet).
    await db.database.db.execute(sql`
      insert into users (id, google_sub, email, first_name, last_name)
        values ('u_owner', 'sub-owner', 'owner@example.com', 'Olive', 'Owner'),
               ('u_member', 'sub-member', 'member@example.com', 'Max', 'Member')`);
    await db.database.db.execute(sql`
      insert into businesses (id, owner_id, name, address, place_id, google_review_url, trial_ends_at)
        values ('upgradeBiz01', 'u_owner', 'Old Town Bakery', '1 Old Street', 'demo_old-town',
                'https://search.google.com/local/writereview?placeid=demo_old-town', now() + interval '30 days')`);
    await db.database.db.execute(sql`
      insert into memberships (business_id, user_id, role)
        values ('upgradeBiz01', 'u_owner', 'owner'), ('upgradeBiz01', 'u_member', 'member')`);
    await db.database.db.execute(sql`
      insert into scans (business_id, device_type, rating, outcome, rated_at, created_at)
        select 'upgradeBiz01', 'mobile', 1 + (i % 5), case when i % 5 < 2 then 'feedback' else 'google' end,
               now() - (i || ' hours')::interval, now() - (i || ' hours')::interval
        from generate_series(1, 300) i`);
    await db.database.db.execute(sql`
      insert into feedback (business_id, rating, feedback_text) values ('upgradeBiz01', 2, 'Bread was stale')`);
    await db.database.db.execute(sql`
      insert into daily_stats (business_id, day, scans, conversions)
        values ('upgradeBiz01', current_date, 300, 180)`);
  });
  afterAll(async () => {
    await db.drop();
    rmSync(oldFolder, { recursive: true, force: true });
  });

  it('keeps every row, and the product works on the upgraded database', async () => {
    const before = await counts(db.database);
    expect(before).toMatchObject({ users: 2, businesses: 1, scans: 300, feedback: 1 });
    await refuseNewerDatabase(db.database.db, migrationsFolder());
    await db.migrate(migrationsFolder());
    expect(await counts(db.database)).toEqual(before);

    const t = await createTestApp({ database: db.database });
    try {
      const { token } = await createSession(t.db, 'u_owner');
      const cookie = `sid=${token}`;
      const analytics = await t.app.inject({
        url: '/api/businesses/upgradeBiz01/analytics',
        headers: { cookie },
      });
      expect(analytics.statusCode).toBe(200);
      expect(analytics.json().totalScans).toBe(300);
      const inbox = await t.app.inject({ url: '/api/businesses/upgradeBiz01/feedback', headers: { cookie } });
      expect(inbox.json().map((f: { feedbackText: string }) => f.feedbackText)).toEqual(['Bread was stale']);
      const rated = await t.app.inject({
        method: 'POST',
        url: '/api/businesses/upgradeBiz01/ratings',
        headers: sameOrigin(),
        payload: { rating: 5 },
      });
      expect(rated.statusCode).toBe(200);
      // What the new release added works on the old data: a token for the old location.
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/tokens',
        headers: sameOrigin(cookie),
        payload: { name: 'After the upgrade', businessIds: ['upgradeBiz01'], scopes: ['read'] },
      });
      expect(made.statusCode).toBe(201);
    } finally {
      await t.app.close();
    }
  });

  it('is refused by the previous release once this one has migrated it, and nothing changes', async () => {
    const before = await counts(db.database);
    await expect(refuseNewerDatabase(db.database.db, oldFolder)).rejects.toThrow(NewerDatabaseError);
    await expect(refuseNewerDatabase(db.database.db, oldFolder)).rejects.toThrow(
      /upgraded by a newer ReviewTap .* this release knows 14, up to 0013_issue31_channels_short_links/,
    );
    expect(await counts(db.database)).toEqual(before);
  });
});

describe('a brand-new PostgreSQL database', () => {
  it('is migrated at start-up (no drizzle schema yet is not "newer")', async () => {
    const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
    const name = `fresh_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const database = await openDatabase(testConfig({ DATABASE_URL: url.toString() }));
      const r = await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((r as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(
        newestMigration(migrationsFolder()).count,
      );
      await database.close();
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
