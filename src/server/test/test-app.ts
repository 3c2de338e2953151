import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import { newUserId } from '#server/db/ids.ts';
import { users } from '#server/db/schema.ts';
import { createSession } from '#server/domains/auth/sessions.ts';
import type { AppDeps } from '#server/wiring.ts';
import { checkQueuedEvents } from './published-events';
import { createTestDatabase } from './test-db';
import { TEST_ORIGIN } from './test-origin';

export { TEST_ORIGIN };

/** One folder for the whole run, made and removed by global-setup.ts (the web tests have none). */
const testDataDir = () => inject('testDataDir') ?? path.join(tmpdir(), 'reviewtap-test-unused');

export function testConfig(env: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_ORIGIN,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // Files the app writes beside its database (the deletion ledger): one folder per test process.
    DATA_DIR: testDataDir(),
    // The scheduled backup is its own test's (db/scheduled-backups.test.ts); elsewhere it would write files.
    BACKUP_SCHEDULE: 'off',
    ...env,
  });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  db: Database['db'];
  close(): Promise<void>;
};

/** The real app over a real database. Close it in afterAll. */
export async function createTestApp(
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; database?: Database } = {},
): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp(testConfig(options.env), { database, webDir: '/nonexistent', ...options.deps });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    async close() {
      // A drifted event fails the file, after everything is closed: nothing it opened is left behind.
      const drift = await checkQueuedEvents(database.db).then(
        () => null,
        (err: unknown) => err,
      );
      await app.close();
      if (!options.database) await database.close();
      if (drift) throw drift;
    },
  };
}

let counter = 0;

/** A user with a live session; `cookie` goes straight into inject()'s headers. */
export async function createUser(
  db: Database['db'],
  fields: { email?: string; firstName?: string; lastName?: string } = {},
) {
  counter += 1;
  const email = fields.email ?? `user${counter}-${Date.now()}@example.com`;
  const [user] = await db
    .insert(users)
    .values({
      id: newUserId(),
      googleSub: `test|${email}`,
      email,
      firstName: fields.firstName ?? 'Test',
      lastName: fields.lastName ?? `User${counter}`,
    })
    .returning();
  if (!user) throw new Error('user not created');
  const { token } = await createSession(db, user.id);
  return { user, token, cookie: `sid=${token}` };
}

/** Headers for a state-changing request from our own pages. */
export const sameOrigin = (cookie?: string) => ({ origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) });
