// The scheduled backup: once a day at the configured time (UTC), on the shared scheduler,
// into BACKUP_DIR/scheduled, keeping N daily and M weekly copies. Backups made by hand stay beside it
// in BACKUP_DIR and are never pruned. Every backup of a process, scheduled or asked for through the
// socket, goes through one queue, so two never run at once.
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

export type BackupSchedule = { hour: number; minute: number };
export type BackupKeep = { daily: number; weekly: number };

/** Runs `take` one call at a time, in the order asked: a second call waits for the first. */
export function oneAtATime<A extends unknown[], R>(take: (...args: A) => Promise<R>) {
  let queue: Promise<unknown> = Promise.resolve();
  return (...args: A): Promise<R> => {
    const mine = queue.then(() => take(...args));
    queue = mine.catch(() => {});
    return mine;
  };
}

/** The time in a backup's name (`reviewtap-2026-11-25T03-00-02Z-…`), or null for another file. */
export function backupTime(name: string): Date | null {
  const m = /^reviewtap-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z-.*(\.pglite\.tgz|\.pgdump)$/.exec(name);
  if (!m) return null;
  const at = new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The most recent moment the schedule fell due at or before `now`. */
export function lastDue(now: Date, { hour, minute }: BackupSchedule) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hour, minute);
  return new Date(today <= now.getTime() ? today : today - DAY);
}

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The Monday (UTC) that starts the ISO week of `d`. */
const weekOf = (d: Date) => dayOf(new Date(d.getTime() - ((d.getUTCDay() + 6) % 7) * DAY));

/**
 * Which backups to keep, as borg and restic prune: newest first, the newest of each of the last
 * `daily` days, then the newest of each of the last `weekly` weeks among those not kept already.
 */
export function backupsToKeep(times: Date[], keep: BackupKeep): Set<number> {
  const newestFirst = [...times].sort((a, b) => b.getTime() - a.getTime());
  const kept = new Set<number>();
  for (const [count, period] of [
    [keep.daily, dayOf],
    [keep.weekly, weekOf],
  ] as const) {
    let last: string | null = null;
    let taken = 0;
    for (const at of newestFirst) {
      if (taken >= count) break;
      const p = period(at);
      if (p === last) continue;
      last = p;
      if (kept.has(at.getTime())) continue;
      kept.add(at.getTime());
      taken += 1;
    }
  }
  return kept;
}

type Deps = {
  /** Writes one backup into the folder and answers its path (the process's one queue). */
  take: (dir: string, now: Date) => Promise<string>;
  dir: string;
  schedule: BackupSchedule;
  keep: BackupKeep;
  log: { info: (obj: object, msg: string) => void };
};

export const SCHEDULED_BACKUP_JOB = 'scheduled-backup';

/** After a failed scheduled backup (no pg_dump, a full disk), the next try waits this long. */
const RETRY_AFTER_FAILURE = 60 * MINUTE;

/**
 * The scheduler's job. It looks every five minutes (claimed once per deployment) and backs up when
 * the newest scheduled backup is older than the last time the schedule fell due, so a server that was
 * off at 03:00 catches up on its next tick; then it prunes what the schedule no longer keeps. With no
 * scheduled backup yet, the first is taken at the first scheduled time after this process first
 * looked. A failure is thrown (the scheduler logs it) and tried again an hour later, not every tick.
 */
export function scheduledBackupJob({ take, dir, schedule, keep, log }: Deps) {
  const folder = path.join(dir, 'scheduled');
  let firstLook: number | null = null;
  let failedAt: number | null = null;
  return {
    name: SCHEDULED_BACKUP_JOB,
    everyMs: 5 * MINUTE,
    async run(now: Date) {
      firstLook ??= now.getTime();
      if (failedAt !== null && now.getTime() - failedAt < RETRY_AFTER_FAILURE) return;
      try {
        await backUpIfDue(now);
        failedAt = null;
      } catch (err) {
        failedAt = now.getTime();
        throw err;
      }
    },
  };

  /** The folder's backups up to now: a file dated later (the clock was wrong) is neither counted nor pruned. */
  function backupsUpTo(now: Date) {
    return safely(() =>
      readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
        const at = entry.isFile() ? backupTime(entry.name) : null;
        return at && at.getTime() <= now.getTime() ? [{ name: entry.name, at }] : [];
      }),
    );
  }

  async function backUpIfDue(now: Date) {
    const before = backupsUpTo(now);
    const newest = before.length ? Math.max(...before.map((b) => b.at.getTime())) : firstLook!;
    if (newest >= lastDue(now, schedule).getTime()) return;
    const file = await take(folder, now);
    const all = backupsUpTo(now);
    const kept = backupsToKeep(
      all.map((b) => b.at),
      keep,
    );
    const pruned = all.filter((b) => !kept.has(b.at.getTime()));
    for (const b of pruned) rmSync(path.join(folder, b.name), { force: true });
    log.info({ file, pruned: pruned.length }, 'scheduled backup written');
  }
}

/** The folder's backups, or none before the first backup has created it. */
function safely<T>(read: () => T[]): T[] {
  try {
    return read();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}
