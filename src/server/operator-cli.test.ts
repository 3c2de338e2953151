// `npm run operator` as an operator without a console runs it: a real process on PostgreSQL, whose
// actions land in the same log as the console's, marked as done from the command line.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { hostname, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businesses, invitationSettings, mailOutbox, operatorLog, users } from '#server/db/schema.ts';
import { createBusinessFor } from '#server/test/fixtures.ts';
import { createPostgresTestDatabase } from '#server/test/test-db.ts';

const PG = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function cli(url: string, ...args: string[]) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/operator-cli.ts', ...args], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: url,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'operator-cli-')),
        SESSION_SECRET: 'operator-cli-secret-operator-cli-0001',
        LOG_LEVEL: 'silent',
      },
    });
    let out = '';
    let err = '';
    proc.stdout.on('data', (d) => (out += d));
    proc.stderr.on('data', (d) => (err += d));
    proc.on('close', (code) => resolve({ code, out, err }));
  });
}

describe('npm run operator', () => {
  let database: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let businessId: string;

  beforeAll(async () => {
    database = await createPostgresTestDatabase(PG);
    const [owner] = await database.db
      .insert(users)
      .values({ id: 'u_cli_owner', googleSub: 'cli|owner', email: 'cli.owner@shop.example', locale: 'de' })
      .returning();
    businessId = (await createBusinessFor(database.db, owner!.id, { name: 'Kommandozeilen Café' })).id;
  }, 60_000);
  afterAll(() => database?.close());

  it('pauses and resumes with a reason, logged as the machine’s user from the command line, and told to the owner', async () => {
    const paused = await cli(database.url, 'pause', businessId, '--reason', 'Bounces from a bought list');
    expect(paused.code, paused.err).toBe(0);
    expect(paused.out).toMatch(/Done and logged: pause_sending/);
    expect(paused.err).toMatch(/PostgreSQL/);
    const [settings] = await database.db
      .select()
      .from(invitationSettings)
      .where(eq(invitationSettings.businessId, businessId));
    expect(settings).toMatchObject({ pauseReason: 'operator' });

    const resumed = await cli(database.url, 'resume', businessId, '--reason', 'The list was cleaned');
    expect(resumed.code, resumed.err).toBe(0);
    const entries = await database.db
      .select()
      .from(operatorLog)
      .where(eq(operatorLog.businessId, businessId));
    expect(entries.map((e) => [e.action, e.via, e.actorEmail, e.reason]).sort()).toEqual([
      ['pause_sending', 'command', `${userInfo().username}@${hostname()}`, 'Bounces from a bought list'],
      ['resume_sending', 'command', `${userInfo().username}@${hostname()}`, 'The list was cleaned'],
    ]);
    const notices = await database.db.select().from(mailOutbox).where(eq(mailOutbox.businessId, businessId));
    expect(notices.filter((m) => m.kind === 'account_notice')).toHaveLength(2);
    // The owner reads it in their own language.
    expect(notices[0]!.text).toMatch(/Betreiber/);
  }, 60_000);

  it('extends a trial, lists and shows, and refuses an action without a reason in words', async () => {
    const before = (await database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!
      .trialEndsAt;
    expect(
      (await cli(database.url, 'extend-trial', businessId, '--days', '5', '--reason', 'Asked for time')).code,
    ).toBe(0);
    const after = (await database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!
      .trialEndsAt;
    expect(after.getTime() - before.getTime()).toBe(5 * 24 * 60 * 60_000);

    const list = await cli(database.url, 'list', 'cli.owner@shop');
    expect(list.out).toContain('Kommandozeilen Café');
    const log = await cli(database.url, 'log', businessId);
    expect(log.out).toMatch(/extend_trial/);

    const refused = await cli(database.url, 'suspend', businessId);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Give a reason/);
    expect(
      (await database.db.select().from(businesses).where(eq(businesses.id, businessId)))[0]!.suspendedAt,
    ).toBeNull();
  }, 90_000);

  it('reads a business id that begins with a dash as the id, not as an option', async () => {
    // One id in 64 begins with '-' (base64url): it must reach the business, here one that does not exist.
    const done = await cli(database.url, 'pause', '-Fno-such-id', '--reason', 'Bounces from a bought list');
    expect(done.err).not.toMatch(/Unknown option/);
    expect(done.code).not.toBe(0);
    expect(`${done.out}${done.err}`).toMatch(/not found|no business|No business/i);
  }, 90_000);
});
