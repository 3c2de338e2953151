import { unavailable } from '#server/lib/domain-errors.ts';
import type { RedisClient } from '#server/lib/redis.ts';
import { type JoinAttempts, WRONG_CODE_LIMIT, WRONG_CODE_WINDOW_MS } from './join-attempts';

// One script, so counting and checking every key is atomic across all instances: each key is
// counted; if any is over the limit the guess is not evaluated and the counts are taken back.
const RESERVE = `
local over = false
for _, key in ipairs(KEYS) do
  local n = redis.call('INCR', key)
  if n == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
  if n > tonumber(ARGV[2]) then over = true end
end
if over then
  for _, key in ipairs(KEYS) do redis.call('DECR', key) end
  return 0
end
return 1`;

const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 1`;

const JOIN_UNAVAILABLE = 'Joining a team is unavailable for a moment. Please try again in a minute.';

/**
 * The wrong-code limit shared by every instance through Redis (REDIS_URL). The window starts with
 * a key's first wrong code and lasts 15 minutes (a fixed window, where the in-process counter
 * slides); at most 10 guesses are evaluated in it, whichever instance receives them.
 */
export function createRedisJoinAttempts(redis: RedisClient): JoinAttempts {
  const redisKeys = (keys: string[]) => keys.map((k) => `join:${k}`);
  return {
    async reserve(keys) {
      // Without Redis the limit cannot be kept, so no guess is evaluated: joining waits, nothing else.
      const ok = await redis
        .eval(
          RESERVE,
          keys.length,
          ...redisKeys(keys),
          String(WRONG_CODE_WINDOW_MS),
          String(WRONG_CODE_LIMIT),
        )
        .catch((err: unknown) => {
          throw unavailable(JOIN_UNAVAILABLE, 'JOIN_UNAVAILABLE', err);
        });
      return ok === 1;
    },
    async release(keys) {
      // A count not given back only makes the limit a little stricter until the window ends.
      await redis.eval(RELEASE, keys.length, ...redisKeys(keys)).catch(() => {});
    },
  };
}
