import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from './free-port';

export { freePort };

/** True when Debian's redis-server is installed (apt-get install redis-server). */
export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;
export const NO_REDIS_NOTE = HAS_REDIS
  ? ''
  : ' — SKIPPED: redis-server is not on PATH (apt-get install -y redis-server)';
if (!HAS_REDIS) console.warn(`[tests] Redis runs${NO_REDIS_NOTE}`);

/** stop(signal): SIGTERM by default; the fault proof passes SIGKILL to crash it. */
export type RedisServer = {
  url: string;
  port: number;
  flush(): Promise<void>;
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * A throwaway redis-server on loopback: no persistence, so it leaves nothing on disk. `args` adds
 * settings, e.g. ['--maxmemory', '256mb', '--maxmemory-policy', 'volatile-lru'].
 */
export async function startRedisServer(port?: number, args: string[] = []): Promise<RedisServer> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args],
    {
      stdio: 'ignore',
    },
  );
  const url = `redis://127.0.0.1:${p}`;
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {}); // refused while the server starts
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch (err) {
      if (Date.now() > deadline || child.exitCode !== null)
        throw new Error(`redis-server did not start on ${p}: ${String(err)}`);
      client.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port: p,
    flush: async () => void (await client.flushall()),
    stop: async (signal = 'SIGTERM') => {
      client.disconnect();
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    },
  };
}
