import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

/** True when Debian's redis-server is installed (apt-get install redis-server). */
export const HAS_REDIS = spawnSync('redis-server', ['--version']).status === 0;
export const NO_REDIS_NOTE = HAS_REDIS ? '' : ' — SKIPPED: redis-server is not on PATH (apt-get install -y redis-server)';
if (!HAS_REDIS) console.warn(`[tests] Redis runs${NO_REDIS_NOTE}`);

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export type RedisServer = { url: string; port: number; flush(): Promise<void>; stop(): Promise<void> };

/** A throwaway redis-server on loopback: no persistence, so it leaves nothing on disk. */
export async function startRedisServer(port?: number): Promise<RedisServer> {
  const p = port ?? (await freePort());
  const child: ChildProcess = spawn('redis-server', ['--port', String(p), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const url = `redis://127.0.0.1:${p}`;
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on('error', () => {}); // refused while the server starts
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await client.connect();
      await client.ping();
      break;
    } catch (err) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server did not start on ${p}: ${String(err)}`);
      client.disconnect();
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    url,
    port: p,
    flush: async () => void (await client.flushall()),
    stop: async () => {
      client.disconnect();
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
