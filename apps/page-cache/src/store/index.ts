import type { CacheEnv } from '../env';
import { createMemoryStore } from './memory';
import { createRedisStore } from './redis';
import type { CacheStore, StoreLog } from './types';

/** The one swap point: Redis when REDIS_URL is set (shared by every front), memory otherwise. */
export async function createStore(env: CacheEnv, log: StoreLog): Promise<CacheStore> {
  if (!env.REDIS_URL) return createMemoryStore({ maxBytes: env.CACHE_MAX_BYTES });
  const store = createRedisStore({ url: env.REDIS_URL, log });
  // Start even when Redis is down: calls answer 503 (the fronts render) until it comes back.
  if (!(await store.ready(3000))) log.warn({}, 'redis not reachable yet; serving 503 until it is');
  return store;
}
