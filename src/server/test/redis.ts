import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';

const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * Clients of the real Redis for one test file, under a key prefix of its own so files and runs never
 * see each other's counts; `cleanup` deletes the file's keys and closes its clients.
 */
export function testRedis() {
  const prefix = `t:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  return {
    client() {
      const c = new Redis(TEST_REDIS_URL, { keyPrefix: prefix, maxRetriesPerRequest: 1 });
      clients.push(c);
      return c;
    },
    async cleanup() {
      const [first] = clients;
      if (first) {
        const keys = await first.keys(`${prefix}*`);
        if (keys.length) await first.del(...keys.map((k) => k.slice(prefix.length)));
      }
      await Promise.all(clients.map((c) => c.quit()));
    },
  };
}

/** A client of a Redis that is not there: every command fails at once, as in an outage. */
export function unreachableRedis() {
  const dead = new Redis('redis://127.0.0.1:1', {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    lazyConnect: true,
    retryStrategy: () => null,
  });
  dead.on('error', () => {});
  return dead;
}
