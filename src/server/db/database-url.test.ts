// @module-tag node-release
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { DatabaseUnavailableError, openPostgres } from './client';

it('a PostgreSQL server that cannot be reached is named without the password', async () => {
  const error = await openPostgres('postgres://app:sup3r-secret@127.0.0.1:1/reviewtap').catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DatabaseUnavailableError);
  expect((error as Error).message).toContain('127.0.0.1:1');
  expect((error as Error).message).not.toContain('sup3r-secret');
});

it('a malformed DATABASE_URL is refused without repeating it', () => {
  let problem = '';
  try {
    loadConfig({ DATABASE_URL: 'not a url sup3r-secret' });
  } catch (err) {
    if (err instanceof ConfigError) problem = err.message;
  }
  expect(problem).toMatch(/DATABASE_URL/);
  expect(problem).not.toContain('sup3r-secret');
});
