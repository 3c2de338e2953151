/**
 * Counts wrong invitation codes per user and per IP address in a sliding 15-minute window.
 *
 * @fastify/rate-limit counts every request, but only wrong codes should count: a person who joins
 * on the first try, or retries after a full team, must not be locked out.
 *
 * A guess is counted before it is evaluated (`reserve`, synchronous, so parallel requests cannot
 * all pass the check during the database's await) and given back when the code was right
 * (`release`). N parallel wrong codes therefore get at most 10 evaluations in the window.
 *
 * This counter lives in this process's memory: with several instances, set REDIS_URL and the
 * Redis one (`redis-join-attempts.ts`) is used instead, so the limit holds across all of them.
 */
export const WRONG_CODE_LIMIT = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;
// Bounds memory under a flood of distinct IPs: past this many keys, expired ones are swept.
const SWEEP_ABOVE_KEYS = 10_000;

/** What the join route needs: the in-process counter below, or the Redis one shared by instances. */
export type JoinAttempts = {
  /** Counts a guess before it is evaluated; false (nothing counted) when a key is already blocked. */
  reserve(keys: string[]): boolean | Promise<boolean>;
  /** Gives back the guess `reserve` counted: the code was right, or the join failed for another reason. */
  release(keys: string[]): void | Promise<void>;
};

/** The in-process counter, with what its unit tests look at. */
export type MemoryJoinAttempts = JoinAttempts & {
  /** True when any of the keys has used up its wrong codes in the current window. */
  isBlocked(keys: string[]): boolean;
  recordWrongCode(keys: string[]): void;
  reserve(keys: string[]): boolean;
  release(keys: string[]): void;
  size(): number;
};

export const joinAttemptKeys = (userId: string, ip: string) => [`user:${userId}`, `ip:${ip}`];

export function createJoinAttempts(
  options: { now?: () => number; limit?: number; windowMs?: number } = {},
): MemoryJoinAttempts {
  const now = options.now ?? (() => Date.now());
  const limit = options.limit ?? WRONG_CODE_LIMIT;
  const windowMs = options.windowMs ?? WRONG_CODE_WINDOW_MS;
  // Each key keeps the times of its recent wrong codes, at most `limit` of them.
  const failures = new Map<string, number[]>();

  const recent = (key: string, at: number) => {
    const times = failures.get(key);
    if (!times) return [];
    const live = times.filter((t) => at - t < windowMs);
    if (live.length === 0) failures.delete(key);
    else if (live.length !== times.length) failures.set(key, live);
    return live;
  };

  const sweep = (at: number) => {
    for (const key of [...failures.keys()]) recent(key, at);
  };

  return {
    isBlocked(keys) {
      const at = now();
      return keys.some((key) => recent(key, at).length >= limit);
    },
    recordWrongCode(keys) {
      const at = now();
      if (failures.size > SWEEP_ABOVE_KEYS) sweep(at);
      for (const key of keys) {
        const times = recent(key, at);
        failures.set(key, [...times, at].slice(-limit));
      }
    },
    reserve(keys) {
      if (this.isBlocked(keys)) return false;
      this.recordWrongCode(keys);
      return true;
    },
    release(keys) {
      for (const key of keys) {
        const times = failures.get(key);
        if (!times) continue;
        if (times.length <= 1) failures.delete(key);
        else failures.set(key, times.slice(0, -1));
      }
    },
    size: () => failures.size,
  };
}
