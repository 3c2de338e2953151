// Each table has one owning domain. dependency-cruiser checks the imports of db/tables/;
// this reads what it cannot see: a table named in raw SQL text (`sql\`… from memberships …\``).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '..');
const tablesDir = join(import.meta.dirname, 'tables');
// The statements allowed to cross tables: the customer's visit, a scan and its rating (docs/architecture.md),
// and the operator's console, which only reads (decision 0058).
const READ_ONLY = new Set(['operator/read-model.ts', 'operator/console.ts']);
const EXCEPTIONS = new Set(['visits/scan-insert.ts', 'visits/rate-statement.ts', ...READ_ONLY]);

/** table name in SQL → owning domain, read from db/tables/<domain>.ts. */
function owners() {
  const map = new Map<string, string>();
  for (const file of readdirSync(tablesDir)) {
    const domain = file.replace(/\.ts$/, '');
    for (const m of readFileSync(join(tablesDir, file), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)) {
      map.set(m[1]!, domain);
    }
  }
  return map;
}

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return ['db', 'test'].includes(e.name) && dir === server ? [] : productFiles(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** Table names a file's SQL template literals read or write directly. */
function tablesNamedInSql(source: string, tables: Iterable<string>) {
  const names = [...tables].join('|');
  const found = new Set<string>();
  // `sql` templates, the prepared statements of the hot path among them.
  for (const literal of source.matchAll(/(?:sql(?:<[^>]*>)?)`([^`]*)`/g)) {
    for (const m of literal[1]!.matchAll(new RegExp(`\\b(?:from|join|into|update)\\s+(${names})\\b`, 'gi'))) {
      found.add(m[1]!.toLowerCase());
    }
  }
  return [...found];
}

describe('table ownership in raw SQL', () => {
  const map = owners();

  it('knows every table', () => {
    expect(map.get('memberships')).toBe('teams');
    expect(map.get('feedback')).toBe('feedback');
    expect(map.size).toBeGreaterThanOrEqual(16);
  });

  it('finds a table named in SQL text (the check can fail)', () => {
    const source = 'const q = sql`select staff_ref from memberships where business_id = 1`;';
    expect(tablesNamedInSql(source, map.keys())).toEqual(['memberships']);
  });

  it('no domain names another domain’s table in SQL text', () => {
    const strays: string[] = [];
    for (const file of productFiles(server)) {
      // A domain's file, `domains/<domain>/…`, read as `<domain>/…`; a layer (jobs) is its own owner.
      const rel = relative(server, file).replace(/^domains\//, '');
      const domain = rel.split('/')[0]!;
      if (EXCEPTIONS.has(rel)) continue;
      for (const table of tablesNamedInSql(readFileSync(file, 'utf8'), map.keys())) {
        if (map.get(table) !== domain) strays.push(`${rel} names ${table} (owned by ${map.get(table)})`);
      }
    }
    expect(strays).toEqual([]);
  });

  it("the operator's read model writes nothing", () => {
    for (const rel of READ_ONLY) {
      const source = readFileSync(join(server, 'domains', rel), 'utf8');
      expect(source, rel).not.toMatch(
        /\b(insert\s+into|delete\s+from|update\s+\w+\s+set|\.insert\(|\.update\(|\.delete\()/i,
      );
    }
  });
});
