import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The access hook checked the business named in one place, the billing handlers used the
 * one named in another. Now the hook alone reads the business id from the request and hands the
 * checked business over as `request.business`. This test fails when any other server file reads a
 * business id from the path, query or body again.
 */
const ROOT = join(import.meta.dirname, '..');
const ALLOWED = new Set(['plugins/access.ts']);

const READS = [
  // request.params.id, request.query.businessId, request.body?.businessId, params.id, body.businessId…
  /\b(params|query|body)\??\.(id|businessId)\b/,
  /\b(params|query|body)\??\[['"](id|businessId)['"]\]/,
  // const { businessId } = request.body / request.query / request.params
  /\{[^}]*\b(id|businessId)\b[^}]*\}\s*=\s*(request|req)\.(params|query|body)\b/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function businessIdReads(source: string): string[] {
  return source.split('\n').filter((line) => READS.some((re) => re.test(line)));
}

describe('who reads the business id from a request', () => {
  it('is the access hook alone; every handler takes request.business', () => {
    const found = sourceFiles(ROOT)
      .map((path) => relative(ROOT, path))
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) =>
        businessIdReads(readFileSync(join(ROOT, file), 'utf8')).map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('catches the reads that caused the hole', () => {
    for (const line of [
      'changeSeats(app.db, billing, request.body.businessId, request.body.extraSeats);',
      'readSubscription(app.db, request.query.businessId, billing.kind)',
      'getTeam(app.db, request.params.id)',
      'const { businessId } = request.body;',
      "const id = request.params['id'];",
    ]) {
      expect(businessIdReads(line), line).toHaveLength(1);
    }
    expect(businessIdReads('getTeam(app.db, request.business.id)')).toEqual([]);
  });

  // Routes whose access rule guarantees a user take request.signedInUser, never `user!`.
  it('no server file asserts a signed-in user with `!`', () => {
    const found = sourceFiles(ROOT)
      .map((path) => relative(ROOT, path))
      .flatMap((file) =>
        readFileSync(join(ROOT, file), 'utf8')
          .split('\n')
          .filter((line) => /\.user!/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });
});
