import Redis from 'ioredis';

/**
 * The Redis client for state that several instances share (REDIS_URL). Commands fail fast while
 * Redis is unreachable instead of queueing, so a request answers rather than hangs.
 */
export function connectRedis(url: string, keyPrefix: string) {
  return new Redis(url, {
    keyPrefix,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    connectTimeout: 2000,
    lazyConnect: false,
  });
}

export type RedisClient = ReturnType<typeof connectRedis>;
