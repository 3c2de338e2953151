// The scheduled backup runs once a day at its time (UTC) on the shared scheduler, catches up
// after a server was off, keeps 7 daily and 4 weekly copies (as borg and restic prune), never touches
// backups made by hand, and never runs two backups at once.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/test-app.ts';
import { checkBackup } from './backups';
import { openPglite } from './client';
import { backupsToKeep, backupTime, lastDue, oneAtATime, SCHEDULED_BACKUP_JOB } from './scheduled-backups';

const work = mkdtempSync(path.join(tmpdir(), 'rt-scheduled-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const at = (iso: string) => new Date(iso);
const days = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => new Date(at(from).getTime() + i * 86_400_000));
const day = (d: Date) => d.toISOString().slice(0, 10);
/** Of 60 daily backups up to Wednesday 2026-11-25, what 7 daily and 4 weekly keep. */
const KEPT_OF_60_DAYS = [
  // The weekly ones: Sundays, the newest of weeks 43 to 46 (the weeks of the dailies are covered).
  '2026-10-25',
  '2026-11-01',
  '2026-11-08',
  '2026-11-15',
  // The daily ones.
  '2026-11-19',
  '2026-11-20',
  '2026-11-21',
  '2026-11-22',
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
];

describe('which backups are kept', () => {
  it('keeps the last 7 days and, before them, the newest of each of 4 more weeks', () => {
    // 60 daily backups at 03:00 up to Wednesday 2026-11-25.
    const times = days('2026-09-27T03:00:00Z', 60);
    expect(day(times.at(-1)!)).toBe('2026-11-25');
    const kept = backupsToKeep(times, { daily: 7, weekly: 4 });
    const keptDays = times.filter((t) => kept.has(t.getTime())).map(day);
    expect(keptDays).toEqual(KEPT_OF_60_DAYS);
  });

  it('keeps only the newest of a day with several, and everything while there are fewer', () => {
    const times = [at('2026-11-25T03:00:00Z'), at('2026-11-25T15:00:00Z'), at('2026-11-24T03:00:00Z')];
    const kept = backupsToKeep(times, { daily: 7, weekly: 4 });
    expect([...kept].map((t) => new Date(t).toISOString()).sort()).toEqual([
      '2026-11-24T03:00:00.000Z',
      '2026-11-25T15:00:00.000Z',
    ]);
    expect(backupsToKeep(times, { daily: 0, weekly: 1 }).size).toBe(1);
  });

  it('reads the time from a backup name and nothing else', () => {
    expect(backupTime('reviewtap-2026-11-25T03-00-02Z-0014_developers.pglite.tgz')?.toISOString()).toBe(
      '2026-11-25T03:00:02.000Z',
    );
    expect(backupTime('reviewtap-2026-11-25T03-00-02Z-0014_developers.pgdump')).not.toBeNull();
    expect(backupTime('reviewtap-2026-11-25T03-00-02Z-0014_developers.pglite.tgz.part')).toBeNull();
    expect(backupTime('notes.txt')).toBeNull();
  });

  it('falls due at the configured time each day, in UTC', () => {
    const schedule = { hour: 3, minute: 0 };
    expect(lastDue(at('2026-11-25T02:59:00Z'), schedule).toISOString()).toBe('2026-11-24T03:00:00.000Z');
    expect(lastDue(at('2026-11-25T03:00:00Z'), schedule).toISOString()).toBe('2026-11-25T03:00:00.000Z');
    expect(lastDue(at('2026-12-01T00:10:00Z'), { hour: 23, minute: 30 }).toISOString()).toBe(
      '2026-11-30T23:30:00.000Z',
    );
  });
});

describe('settings', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: work };
  it('backs up the embedded database daily at 03:00 by default, and PostgreSQL only when asked', () => {
    expect(loadConfig(base).backups).toMatchObject({
      schedule: { hour: 3, minute: 0 },
      keep: { daily: 7, weekly: 4 },
      dir: path.resolve('./backups'),
    });
    const pg = { ...base, DATABASE_URL: 'postgres://u@localhost:5432/db' };
    expect(loadConfig(pg).backups.schedule).toBeNull();
    expect(loadConfig({ ...pg, BACKUP_SCHEDULE: '22:15' }).backups.schedule).toEqual({
      hour: 22,
      minute: 15,
    });
    expect(loadConfig({ ...base, BACKUP_SCHEDULE: 'off', BACKUP_KEEP: '14d,8w' }).backups).toMatchObject({
      schedule: null,
      keep: { daily: 14, weekly: 8 },
    });
  });

  it('names a bad schedule or a bad number to keep', () => {
    expect(() => loadConfig({ ...base, BACKUP_SCHEDULE: '3am' })).toThrow(/BACKUP_SCHEDULE must be a time/);
    expect(() => loadConfig({ ...base, BACKUP_SCHEDULE: '24:00' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: 'seven' })).toThrow(/BACKUP_KEEP must be how many/);
    expect(() => loadConfig({ ...base, BACKUP_KEEP: '0d,0w' })).toThrow(/at least one/);
  });
});

describe('one backup at a time', () => {
  it('runs calls one after another, in the order asked, even when one fails', async () => {
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const take = oneAtATime(async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 5));
      running -= 1;
      order.push(n);
      if (n === 2) throw new Error('disk full');
      return n;
    });
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => take(n)));
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3, 4]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
  });
});

describe('the scheduled backup on the shared scheduler', () => {
  const backupDir = path.join(work, 'backups');
  const scheduled = path.join(backupDir, 'scheduled');
  let t: TestApp;

  beforeAll(async () => {
    // Always the embedded engine: the copy is the running PGlite's own (PostgreSQL's pg_dump has its
    // tests in backups.test.ts).
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    t = await createTestApp({
      database: await openPglite(client),
      env: { BACKUP_SCHEDULE: '03:00', BACKUP_DIR: backupDir },
    });
    // Two months of earlier scheduled backups (empty stand-ins: only their names are read when
    // pruning), one made by hand, and a half-written file.
    mkdirSync(scheduled, { recursive: true });
    for (const d of days('2026-09-25T03:00:00Z', 61)) {
      writeFileSync(path.join(scheduled, `reviewtap-${day(d)}T03-00-00Z-0014_developers.pglite.tgz`), '');
    }
    writeFileSync(path.join(backupDir, 'reviewtap-2026-01-01T10-00-00Z-0014_developers.pglite.tgz'), 'mine');
    writeFileSync(path.join(scheduled, 'reviewtap-2026-11-20T09-00-00Z-0014_developers.pglite.tgz.part'), '');
  });
  afterAll(() => t.close());

  const scheduledFiles = () => readdirSync(scheduled).sort();

  it('does nothing before the day’s time when yesterday’s backup is there', async () => {
    const before = scheduledFiles();
    const ran = await t.app.scheduler.runDue(at('2026-11-25T02:00:00Z'));
    expect(ran).toContain(SCHEDULED_BACKUP_JOB);
    expect(scheduledFiles()).toEqual(before);
  });

  it('writes a real backup once the time has come, and prunes to 7 daily and 4 weekly', async () => {
    await t.app.scheduler.runDue(at('2026-11-25T03:01:00Z'));
    const files = scheduledFiles();
    const made = 'reviewtap-2026-11-25T03-01-00Z-';
    const fresh = files.find((f) => f.startsWith(made))!;
    expect(fresh).toBeDefined();
    expect((await checkBackup(path.join(scheduled, fresh))).kind).toBe('pglite');
    expect(files.filter((f) => backupTime(f)).map((f) => f.slice(10, 20))).toEqual(KEPT_OF_60_DAYS);
    // Not its to delete: a backup made by hand, and a file that is not a backup.
    expect(files).toContain('reviewtap-2026-11-20T09-00-00Z-0014_developers.pglite.tgz.part');
    expect(
      readFileSync(path.join(backupDir, 'reviewtap-2026-01-01T10-00-00Z-0014_developers.pglite.tgz'), 'utf8'),
    ).toBe('mine');
  });

  it('takes one a day, and catches up on a day the server was off at the time', async () => {
    const count = () => scheduledFiles().filter((f) => backupTime(f)).length;
    const n = count();
    await t.app.scheduler.runDue(at('2026-11-25T09:00:00Z'));
    await t.app.scheduler.runDue(at('2026-11-26T02:59:00Z'));
    expect(count()).toBe(n);
    // Off from before 03:00 on the 26th until 14:00 on the 27th: one backup when it is back.
    await t.app.scheduler.runDue(at('2026-11-27T14:00:00Z'));
    expect(scheduledFiles().some((f) => f.startsWith('reviewtap-2026-11-27T14-00-00Z-'))).toBe(true);
    await t.app.scheduler.runDue(at('2026-11-27T14:10:00Z'));
    expect(scheduledFiles().filter((f) => f.startsWith('reviewtap-2026-11-27')).length).toBe(1);
  });
});

describe('a server with no scheduled backup yet', () => {
  const backupDir = path.join(work, 'fresh');
  const scheduled = path.join(backupDir, 'scheduled');
  let t: TestApp;
  beforeAll(async () => {
    const client = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    t = await createTestApp({
      database: await openPglite(client),
      env: { BACKUP_SCHEDULE: '03:00', BACKUP_DIR: backupDir },
    });
  });
  afterAll(() => t.close());
  const backups = () => {
    try {
      return readdirSync(scheduled).filter((f) => backupTime(f));
    } catch {
      return [];
    }
  };

  it('waits for the first scheduled time, ignores a file dated in the future, and retries a failure an hour later', async () => {
    // Started at 14:00: the first backup is at 03:00 the next day, not at once.
    await t.app.scheduler.runDue(at('2026-11-25T14:00:00Z'));
    expect(backups()).toEqual([]);
    // A file written while the clock was a year ahead does not count as the newest backup.
    mkdirSync(scheduled, { recursive: true });
    writeFileSync(path.join(scheduled, 'reviewtap-2027-11-25T03-00-00Z-0014_developers.pglite.tgz'), '');
    // At 03:00 the folder cannot be written (a file stands where it should be): the job fails…
    rmSync(scheduled, { recursive: true });
    writeFileSync(scheduled, 'not a folder');
    await t.app.scheduler.runDue(at('2026-11-26T03:01:00Z'));
    rmSync(scheduled);
    mkdirSync(scheduled);
    writeFileSync(path.join(scheduled, 'reviewtap-2027-11-25T03-00-00Z-0014_developers.pglite.tgz'), '');
    // …and is not tried again at every tick,
    await t.app.scheduler.runDue(at('2026-11-26T03:20:00Z'));
    expect(backups()).toEqual(['reviewtap-2027-11-25T03-00-00Z-0014_developers.pglite.tgz']);
    // but an hour later.
    await t.app.scheduler.runDue(at('2026-11-26T04:05:00Z'));
    expect(backups().some((f) => f.startsWith('reviewtap-2026-11-26T04-05-00Z-'))).toBe(true);
    expect(readdirSync(scheduled).filter((f) => f.endsWith('.part'))).toEqual([]);
  });
});
