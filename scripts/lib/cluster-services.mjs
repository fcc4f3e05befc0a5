// The cluster's shared services: the database and Redis given by URL, or local throwaway ones
// started here (PostgreSQL under dataDir/postgres, redis-server without persistence).
import path from 'node:path';
import { freePort, startRedisServer } from '../../packages/test-support/src/redis-server.ts';
import { startLocalPostgres } from './local-postgres.mjs';

/**
 * { databaseUrl, redisUrl, postgres, redis, stop } — `postgres` and `redis` are null when the
 * service was given by URL (it is not ours to stop); else they can stop and start it again on
 * the same port (the fault proof).
 */
export async function startLocalServices({
  dataDir,
  databaseUrl,
  redisUrl,
  redisMaxMemory = '256mb',
}) {
  let postgres = null;
  let redis = null;
  if (!databaseUrl) {
    const pg = await startLocalPostgres({
      dir: path.join(dataDir, 'postgres'),
      port: await freePort(),
    });
    console.log(`› PostgreSQL (local, ${path.join(dataDir, 'postgres')}): ${pg.url}`);
    postgres = pg;
    databaseUrl = pg.url;
  }
  if (!redisUrl) {
    // Bounded like a production Redis for the page cache: pages expire, so LRU evicts them first.
    const args = ['--maxmemory', redisMaxMemory, '--maxmemory-policy', 'volatile-lru'];
    let server = await startRedisServer(undefined, args);
    console.log(`› redis-server (local, no persistence): ${server.url}`);
    redis = {
      url: server.url,
      /** SIGKILL = a crash: every connection cut, everything in it lost (no persistence). */
      stop: (signal = 'SIGTERM') => server.stop(signal),
      start: async () => {
        server = await startRedisServer(server.port, args);
      },
    };
    redisUrl = server.url;
  }
  return {
    databaseUrl,
    redisUrl,
    postgres,
    redis,
    async stop() {
      await redis?.stop();
      await postgres?.stop('fast').catch(() => {});
    },
  };
}
