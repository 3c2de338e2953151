import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { loggableError } from './log-safety';

const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    deps: { logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } },
  });
});
afterAll(() => t.close());

it('never logs a query string: OAuth codes and signed tokens stay out of the logs', async () => {
  await t.app.inject({ url: '/api/auth/callback?code=OAUTH-CODE-4f9a&state=STATE-77' });
  await t.app.inject({ url: '/unsubscribe?token=SIGNED-TOKEN-123' });
  const log = lines.join('\n');
  expect(log).toContain('/api/auth/callback'); // the requests were logged…
  for (const secret of ['OAUTH-CODE-4f9a', 'STATE-77', 'SIGNED-TOKEN-123']) expect(log).not.toContain(secret);
});

it("logs a failed query's SQL and the driver's reason, never its parameters", () => {
  const driver = Object.assign(
    new Error('duplicate key value violates unique constraint "users_email_key"'),
    {
      code: '23505',
    },
  );
  const failed = new DrizzleQueryError(
    'insert into users (email, name) values ($1, $2)',
    ['ann@example.com', 'Ann'],
    driver,
  );
  const logged = JSON.stringify(loggableError(failed));
  expect(logged).toContain('insert into users');
  expect(logged).toContain('23505');
  expect(logged).not.toContain('ann@example.com');
  expect(logged).not.toContain('Ann"');
});
