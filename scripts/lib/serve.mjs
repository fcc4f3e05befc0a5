// Runs the site's two processes — the page-cache service and the web server — and stops both
// when either stops or on SIGINT/SIGTERM. Used by npm start, the end-to-end tests and the bench.
// The spawners are shared with the cluster launcher (scripts/lib/cluster.mjs).
// Both run from their bundles (scripts/lib/bundles.mjs): a script that starts them awaits
// buildServerBundles() first. `node <bundle>` itself, so a signal sent to the pid we hold
// (SIGTERM to stop gracefully, SIGKILL in the fault proof) reaches the server.
import { spawn } from 'node:child_process';
import { serverBundle } from './bundles.mjs';
import { localCacheAdminKey, localStaffAuthSecret, root, webDir } from './setup.mjs';

/**
 * The environment both processes share: production mode, the local cache admin key and the
 * console's session secret (the configured ones when set).
 */
export function siteEnv(env = {}) {
  const common = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env };
  common.CACHE_ADMIN_KEY = localCacheAdminKey(common.DATA_DIR);
  common.STAFF_AUTH_SECRET = localStaffAuthSecret(common.DATA_DIR);
  return common;
}

/** One page-cache service on cachePort (memory store, or Redis when env.REDIS_URL is set). */
export function spawnCacheService({ cachePort, env, stdio = 'inherit' }) {
  return spawn(process.execPath, [serverBundle('cache')], {
    cwd: root,
    stdio,
    env: { ...env, CACHE_PORT: String(cachePort) },
  });
}

/** One web server (apps/web/server.ts) on port, using the cache service at cacheUrl. */
export function spawnWebServer({ port, cacheUrl, env, stdio = 'inherit' }) {
  return spawn(process.execPath, [serverBundle('web')], {
    cwd: webDir,
    stdio,
    env: { ...env, PORT: String(port), CACHE_URL: cacheUrl },
  });
}

export function serveSite({ port, cachePort, env = {}, stdio = 'inherit', cacheDown = false }) {
  const common = siteEnv(env);
  const cache = spawnCacheService({ cachePort, env: common, stdio });
  const web = spawnWebServer({
    port,
    cacheUrl: `http://127.0.0.1:${cachePort}`,
    env: common,
    stdio,
  });
  const children = [cache, web];
  // For the fault tests: the cache service is stopped once the site is up, and stays down.
  if (cacheDown) cache.kill('SIGTERM');
  let stopping = false;
  const stop = (signal = 'SIGTERM') => {
    stopping = true;
    for (const c of children) if (c.exitCode === null) c.kill(signal);
  };
  const done = new Promise((resolve) => {
    let left = children.length;
    for (const c of children) {
      c.on('exit', (code) => {
        if (!stopping && !(cacheDown && c === cache)) {
          console.error(
            `${c === web ? 'web server' : 'page cache'} exited (${code}); stopping the site`,
          );
          stop();
        }
        if (--left === 0) resolve(code ?? 0);
      });
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  return { stop, done };
}
