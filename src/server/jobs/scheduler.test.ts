import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/client.ts';
import { jobRuns } from '#server/db/schema.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { createScheduler } from './scheduler';

// The scheduler logs only failures; the failure test checks them through the database instead.
const silent = { error: () => {} } as unknown as FastifyBaseLogger;

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('scheduler', () => {
  it('runs a due job once per period, and again when the next period comes', async () => {
    const runs: Date[] = [];
    const s = createScheduler(database.db, silent);
    s.register({ name: 'period-test', everyMs: 60_000, run: async (now) => void runs.push(now) });
    const t0 = new Date('2026-01-01T00:00:00Z');
    expect(await s.runDue(t0)).toEqual(['period-test']);
    expect(await s.runDue(new Date(t0.getTime() + 59_000))).toEqual([]);
    expect(await s.runDue(new Date(t0.getTime() + 60_000))).toEqual(['period-test']);
    expect(runs).toHaveLength(2);
  });

  it('runs each period once across many instances claiming at the same moment', async () => {
    let count = 0;
    const instances = Array.from({ length: 8 }, () => {
      const s = createScheduler(database.db, silent);
      s.register({
        name: 'race-test',
        everyMs: 60_000,
        run: async () => {
          count += 1;
        },
      });
      return s;
    });
    const t0 = new Date('2026-02-01T00:00:00Z');
    // Every instance fires several times at once, as timers on several processes would.
    const results = await Promise.all(instances.flatMap((s) => [s.runDue(t0), s.runDue(t0), s.runDue(t0)]));
    expect(results.flat()).toEqual(['race-test']);
    expect(count).toBe(1);
  });

  it('records a failing run, keeps other jobs running, and retries it next period', async () => {
    let attempts = 0;
    let other = 0;
    const s = createScheduler(database.db, silent);
    s.register({
      name: 'failing-test',
      everyMs: 1000,
      run: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('SMTP down');
      },
    });
    s.register({
      name: 'other-test',
      everyMs: 1000,
      run: async () => {
        other += 1;
      },
    });
    const t0 = new Date('2026-03-01T00:00:00Z');
    expect(await s.runDue(t0)).toEqual(['other-test']);
    const [row] = await database.db.select().from(jobRuns).where(eq(jobRuns.name, 'failing-test'));
    expect(row?.lastError).toBe('SMTP down');
    expect(await s.runDue(new Date(t0.getTime() + 1000))).toEqual(['failing-test', 'other-test']);
    expect(attempts).toBe(2);
    expect(other).toBe(2);
  });

  it('refuses a job name registered twice', () => {
    const s = createScheduler(database.db, silent);
    s.register({ name: 'dup', everyMs: 1000, run: async () => {} });
    expect(() => s.register({ name: 'dup', everyMs: 1000, run: async () => {} })).toThrow(/twice/);
  });
});
