import { afterAll, beforeAll } from 'vitest';
import { createMemoryStore } from '../store/memory';
import { createRedisStore } from '../store/redis';
import type { CacheStore } from '../store/types';
import {
  HAS_REDIS,
  NO_REDIS_NOTE,
  type RedisServer,
  startRedisServer,
} from '@tsuzuri/test-support/redis-server';

/** feedBase 0 in tests: seqs 1, 2, 3… (production stores start from the clock, FEED_BASE). */
export type StoreOptions = { feedLimit?: number; feedBase?: number };
export type Backend = {
  name: string;
  skip: boolean;
  fresh: (options?: StoreOptions) => Promise<CacheStore>;
};

/**
 * The stores every suite runs against: memory always; Redis when redis-server is installed, on
 * a throwaway server this test file starts (and stops) on a free loopback port. Call it at the
 * top level of a test file: it registers the server's beforeAll/afterAll there.
 */
export function storeBackends(): Backend[] {
  let server: RedisServer | undefined;
  beforeAll(async () => {
    if (HAS_REDIS) server = await startRedisServer();
  });
  afterAll(async () => server?.stop());
  return [
    {
      name: 'memory',
      skip: false,
      fresh: async (options) =>
        createMemoryStore({ maxBytes: 1024 * 1024, feedBase: 0, ...options }),
    },
    {
      name: `redis${NO_REDIS_NOTE}`,
      skip: !HAS_REDIS,
      fresh: async (options) => {
        if (!server) throw new Error('redis-server did not start');
        await server.flush();
        const store = createRedisStore({ url: server.url, feedBase: 0, ...options });
        if (!(await store.ready(5000))) throw new Error('redis store did not connect');
        return store;
      },
    },
  ];
}
