// Several web instances on one shared database, one shared Redis and one page-cache service:
// the multi-instance deployment of docs/scaling.md, on loopback. Used by `npm run start:cluster`
// and the proofs (scripts/proof/*). Runs under tsx: the throwaway services are TypeScript.
import fs from 'node:fs';
// The file rule of every generated local secret (a secret made once, kept in the data folder).
import { keptSecret } from '../../packages/env/src/kept-secret.js';
import { siteEnv, spawnCacheService, spawnWebServer } from './serve.mjs';
import { buildServerBundles } from './bundles.mjs';
import { ensureDatabase } from './setup.mjs';
import { startLocalServices } from './cluster-services.mjs';
import { waitForHttp } from './wait-for-http.mjs';

/**
 * Starts the cluster: PostgreSQL and Redis (DATABASE_URL / REDIS_URL when given, else throwaway
 * local ones under dataDir), migrate + seed when empty, one cache service on cachePort, and one
 * web instance per entry of ports. Every child is reported on exit; none restarts by itself
 * (the fault proof restarts what it kills).
 */
export async function startCluster({
  ports = [3000, 3001],
  cachePort = 40010,
  dataDir,
  databaseUrl = process.env.DATABASE_URL,
  redisUrl = process.env.REDIS_URL,
  env = {},
  stdio = 'inherit',
  webConcurrency = '1',
  /** The local redis-server's maxmemory (pages are evicted LRU beyond it). */
  redisMaxMemory,
  onExit = (name, code) => console.error(`cluster: ${name} exited (${code})`),
}) {
  fs.mkdirSync(dataDir, { recursive: true });
  await buildServerBundles();
  const services = await startLocalServices({ dataDir, databaseUrl, redisUrl, redisMaxMemory });
  const shared = {
    DATA_DIR: dataDir,
    DATABASE_URL: services.databaseUrl,
    REDIS_URL: services.redisUrl,
    ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? keptSecret(dataDir, '.admin-token'),
    // Every instance must hash visitor addresses alike, or the shared rate limits do not add up.
    IP_HASH_SALT: process.env.IP_HASH_SALT ?? keptSecret(dataDir, '.ip-hash-salt'),
    WEB_CONCURRENCY: String(webConcurrency),
    ...env,
  };
  ensureDatabase(shared);
  const common = siteEnv(shared);
  const cacheUrl = `http://127.0.0.1:${cachePort}`;
  const procs = new Map();
  let stopping = false;

  const watch = (name, child) => {
    procs.set(name, child);
    child.on('exit', (code, signal) => {
      if (procs.get(name) === child) procs.delete(name);
      if (!stopping && !child.expectedExit) onExit(name, signal ?? code);
    });
    return child;
  };
  // stdio: one setting for every child, or (name) => its setting (the proofs read one's log).
  const stdioOf = (name) => (typeof stdio === 'function' ? stdio(name) : stdio);
  const startCache = async () => {
    watch('cache', spawnCacheService({ cachePort, env: common, stdio: stdioOf('cache') }));
    await waitForHttp(`${cacheUrl}/health`, 30_000);
  };
  const startWeb = async (i) => {
    watch(
      `web${i}`,
      spawnWebServer({ port: ports[i], cacheUrl, env: common, stdio: stdioOf(`web${i}`) }),
    );
    await waitForHttp(`http://127.0.0.1:${ports[i]}/ping`, 90_000);
  };

  try {
    await startCache();
    await Promise.all(ports.map((_, i) => startWeb(i)));
  } catch (error) {
    stopping = true;
    for (const c of procs.values()) c.kill('SIGKILL');
    await services.stop();
    throw error;
  }

  /** Sends signal to a child and resolves with its exit code once it has gone. */
  const signalProcess = (name, signal) => {
    const child = procs.get(name);
    if (!child) return Promise.resolve(null);
    child.expectedExit = true;
    const exited = new Promise((resolve) =>
      child.once('exit', (code, sig) => resolve(code ?? sig)),
    );
    child.kill(signal);
    return exited;
  };

  return {
    urls: ports.map((p) => `http://127.0.0.1:${p}`),
    cacheUrl,
    dataDir,
    env: common,
    services,
    pids: () => Object.fromEntries([...procs].map(([name, c]) => [name, c.pid])),
    /** The running child by name ('cache', 'web0', …), e.g. to read its piped output. */
    child: (name) => procs.get(name),
    signalProcess,
    startCache,
    startWeb,
    async stop() {
      stopping = true;
      await Promise.all([...procs.keys()].map((name) => signalProcess(name, 'SIGTERM')));
      await services.stop();
    },
  };
}
