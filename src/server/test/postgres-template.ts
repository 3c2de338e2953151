// Every PostgreSQL test file gets a database of its own. Running the migrations once into a template
// and copying it (`create database … template …`) costs a fraction of migrating each copy.
import { randomBytes } from 'node:crypto';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder, openPostgres } from '#server/db/client.ts';

/** The machine's PostgreSQL, which the tests that prove races use even in an embedded run. */
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

async function asAdmin<T>(url: string, run: (admin: pg.Client) => Promise<T>) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await run(admin);
  } finally {
    await admin.end();
  }
}

/** A migrated template on the server at `url`, or null when no PostgreSQL answers there. */
export async function migratedPostgresTemplate(url: string) {
  const name = `t_template_${randomBytes(6).toString('hex')}`;
  try {
    await asAdmin(url, (admin) => admin.query(`create database ${name}`));
  } catch {
    return null;
  }
  const drop = () => asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`));
  const database = await openPostgres(databaseUrl(url, name), 2);
  try {
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  await database.close();
  return { name, drop };
}

/**
 * A new database on the server at `url`: a copy of the template when there is one, else migrated here.
 * Answers its address.
 */
export async function createPostgresDatabase(url: string, template: string | null) {
  const name = `t_${randomBytes(6).toString('hex')}`;
  await asAdmin(url, (admin) =>
    admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`),
  );
  const address = databaseUrl(url, name);
  if (!template) {
    const database = await openPostgres(address, 2);
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
    await database.close();
  }
  return {
    url: address,
    drop: () => asAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`)),
  };
}
