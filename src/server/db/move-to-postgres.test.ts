// Moving from the embedded default to PostgreSQL copies every row of every table, proves the
// counts equal, and the product then works on PostgreSQL with the same sessions; a database that
// already holds data is refused, and a failed move leaves no rows behind.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createTestApp, createUser, sameOrigin, type TestApp } from '#server/test/test-app.ts';
import { BackupError } from './backups';
import { migrationsFolder, openPglite, openPostgres } from './client';
import { moveToPostgres, tablesInCopyOrder } from './move-to-postgres';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const made: string[] = [];

async function emptyPostgres() {
  const name = `move_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  made.push(name);
  const url = new URL(PG);
  url.pathname = `/${name}`;
  return url.toString();
}

async function countsIn(query: (text: string) => Promise<{ rows: unknown[] }>) {
  const tables = (await query("select tablename from pg_tables where schemaname in ('public', 'drizzle')"))
    .rows as { tablename: string }[];
  const out: Record<string, number> = {};
  for (const { tablename } of tables) {
    const schema = tablename === '__drizzle_migrations' ? 'drizzle.' : '';
    const r = await query(`select count(*)::int as n from ${schema}"${tablename}"`);
    out[tablename] = (r.rows[0] as { n: number }).n;
  }
  return out;
}

describe('npm run migrate-to-postgres', () => {
  let source: PGlite;
  let shop: TestApp;
  let cookie = '';
  let businessId = '';
  let analyticsBefore: unknown;

  beforeAll(async () => {
    source = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    shop = await createTestApp({ database: await openPglite(source) });
    // A shop's life on the embedded database, written through the product's own API.
    const owner = await createUser(shop.db, { email: 'owner@bakery.example', firstName: 'Olive' });
    cookie = owner.cookie;
    businessId = (await createBusinessFor(shop.db, owner.user.id, { name: 'Old Town Bakery' })).id;
    for (let i = 0; i < 30; i++) {
      const scan = await shop.app.inject({
        method: 'POST',
        url: `/api/businesses/${businessId}/scan`,
        headers: {
          ...sameOrigin(),
          'user-agent': 'Mozilla/5.0 (iPhone) Mobile',
          'x-forwarded-for': `10.0.0.${i}`,
        },
        remoteAddress: `10.0.1.${i}`,
        payload: {},
      });
      expect(scan.statusCode).toBe(201);
      if (i % 3 === 0) continue;
      const rated = await shop.app.inject({
        method: 'POST',
        url: `/api/businesses/${businessId}/ratings`,
        headers: sameOrigin(),
        remoteAddress: `10.0.1.${i}`,
        payload: { scanId: scan.json().scanId, rating: 1 + (i % 5) },
      });
      expect(rated.statusCode).toBe(200);
    }
    const feedback = await shop.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/feedback`,
      headers: sameOrigin(),
      payload: {
        rating: 2,
        feedback: 'The queue was long at 9 am — ça arrive',
        name: 'Zoë',
        email: 'zoe@example.com',
      },
    });
    expect(feedback.statusCode).toBeLessThan(300);
    // Rows larger than a batch may hold (a QR template's image can be megabytes): 12 of 2 MB each.
    await source.query(
      `insert into feedback (business_id, rating, feedback_text)
      select $1, 1, repeat(md5(i::text), 65536) from generate_series(1, 12) i`,
      [businessId],
    );
    analyticsBefore = (
      await shop.app.inject({ url: `/api/businesses/${businessId}/analytics`, headers: { cookie } })
    ).json();
    await shop.app.close();
  });
  afterAll(async () => {
    await source.close();
    const admin = new pg.Client({ connectionString: PG });
    await admin.connect();
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('copies every row of every table, and the product answers the same on PostgreSQL', async () => {
    const url = await emptyPostgres();
    const report = await moveToPostgres(source, url, migrationsFolder());
    const from = await countsIn((t) => source.query(t));
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    const to = await countsIn((t) => target.query(t));
    // Whatever the text and e-mail held, byte for byte.
    const text = 'select feedback_text, customer_name, customer_email, created_at from feedback order by id';
    const { rows } = await target.query(text);
    await target.end();
    expect(to).toEqual(from);
    expect(from).toMatchObject({ users: 1, businesses: 1, scans: 30, feedback: 13, sessions: 1 });
    expect(report.tables.find((t) => t.name === 'scans')?.rows).toBe(30);
    expect(rows).toEqual((await source.query(text)).rows);
    expect(rows.map((r) => r.feedback_text.length).sort()).toContain(2 * 1024 * 1024);
    expect(rows.some((r) => r.feedback_text === 'The queue was long at 9 am — ça arrive')).toBe(true);

    const onPostgres = await createTestApp({ database: await openPostgres(url) });
    try {
      // The owner's session came along: same cookie, same figures.
      const answer = await onPostgres.app.inject({
        url: `/api/businesses/${businessId}/analytics`,
        headers: { cookie },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(analyticsBefore);
      // And it keeps working: a new visit is counted.
      const scan = await onPostgres.app.inject({
        method: 'POST',
        url: `/api/businesses/${businessId}/scan`,
        headers: { ...sameOrigin(), 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' },
        payload: {},
      });
      expect(scan.statusCode).toBe(201);
    } finally {
      await onPostgres.close();
      await onPostgres.database.close();
    }
  });

  it('refuses a database that already holds data, and changes nothing there', async () => {
    const url = await emptyPostgres();
    await moveToPostgres(source, url, migrationsFolder());
    await expect(moveToPostgres(source, url, migrationsFolder())).rejects.toThrow(
      /already holds data \(table \w+\)/,
    );
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    expect((await target.query('select count(*)::int as n from scans')).rows[0].n).toBe(30);
    await target.end();
  });

  it('leaves no rows when a table cannot be copied, so it can be run again', async () => {
    const url = await emptyPostgres();
    // This release's schema, then a rule the shop's feedback breaks: the copy fails at that table.
    const prepared = await openPostgres(url);
    await migratePg(prepared.db as never, { migrationsFolder: migrationsFolder() });
    await prepared.close();
    const target = new pg.Client({ connectionString: url });
    await target.connect();
    await target.query("alter table feedback add constraint no_zoe check (feedback_text not like '%ça%')");
    await expect(moveToPostgres(source, url, migrationsFolder())).rejects.toThrow(/no_zoe/);
    const after = await countsIn((t) => target.query(t));
    expect(Object.entries(after).filter(([t, n]) => t !== '__drizzle_migrations' && n > 0)).toEqual([]);
    // Once the cause is gone, the same command completes.
    await target.query('alter table feedback drop constraint no_zoe');
    await target.end();
    const report = await moveToPostgres(source, url, migrationsFolder());
    expect(report.tables.find((t) => t.name === 'feedback')?.rows).toBe(13);
  });

  it('orders parents before children', async () => {
    const order = await tablesInCopyOrder((t) => source.query(t));
    for (const [child, parent] of [
      ['businesses', 'users'],
      ['scans', 'businesses'],
      ['feedback', 'scans'],
      ['webhook_attempts', 'webhook_deliveries'],
    ]) {
      expect(order.indexOf(parent!)).toBeLessThan(order.indexOf(child!));
    }
  });

  it('says clearly when PostgreSQL cannot be reached', async () => {
    await expect(
      moveToPostgres(source, 'postgres://postgres@127.0.0.1:1/nowhere', migrationsFolder()),
    ).rejects.toThrow(BackupError);
  });
});
