// Runs the site's two processes — the page-cache service and the web server — and stops both
// when either stops or on SIGINT/SIGTERM. Used by npm start, the end-to-end tests and the bench.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { localCacheAdminKey, root, webDir } from './setup.mjs';

export function serveSite({ port, cachePort, env = {}, stdio = 'inherit', cacheDown = false }) {
  const common = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env };
  common.CACHE_ADMIN_KEY = localCacheAdminKey(common.DATA_DIR);
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  const cache = spawn(tsx, ['apps/page-cache/src/server.ts'], {
    cwd: root,
    stdio,
    env: { ...common, CACHE_PORT: String(cachePort), CACHE_ADMIN_KEY: common.CACHE_ADMIN_KEY },
  });
  const web = spawn(tsx, ['server.ts'], {
    cwd: webDir,
    stdio,
    env: { ...common, PORT: String(port), CACHE_URL: `http://127.0.0.1:${cachePort}` },
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
          console.error(`${c === web ? 'web server' : 'page cache'} exited (${code}); stopping the site`);
          stop();
        }
        if (--left === 0) resolve(code ?? 0);
      });
    }
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
  return { stop, done };
}
