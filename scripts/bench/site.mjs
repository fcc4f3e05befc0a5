// The site under measurement: the built web server (front + page cache, one process per core)
// and its page-cache service, over a freshly seeded database (scripts/e2e-server.mjs), on
// BENCH_PORT (3199) with the cache service on BENCH_CACHE_PORT (3359).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { root } from '../lib/setup.mjs';

/** The machine's busy and total CPU time so far (jiffies, all cores), from /proc/stat. */
function cpuTimes() {
  const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const n = fields.map(Number);
  const idle = n[3] + (n[4] ?? 0);
  const total = n.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine's CPUs have been under 15 % busy for two seconds running (the bench
 * runs alone on its box), at most three minutes.
 */
export async function untilMachineQuiet({ maxMs = 180_000 } = {}) {
  const deadline = Date.now() + maxMs;
  let quietSeconds = 0;
  while (quietSeconds < 2 && Date.now() < deadline) {
    const before = cpuTimes();
    await sleep(1000);
    const after = cpuTimes();
    const busy = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quietSeconds = busy < 0.15 ? quietSeconds + 1 : 0;
  }
}

export async function startBenchSite({
  port = Number(process.env.BENCH_PORT ?? 3199),
  cachePort = Number(process.env.BENCH_CACHE_PORT ?? 3359),
} = {}) {
  const origin = `http://127.0.0.1:${port}`;
  // stdout is the access log (a line per request, millions under wrk): dropped. stderr to a file.
  const logFile = path.join(os.tmpdir(), `tsuzuri-bench-site-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const child = spawn('node', ['scripts/e2e-server.mjs'], {
    cwd: root,
    // The load generator is one address standing for thousands of readers: no per-address ingestion limit.
    // TRUST_PROXY as behind the edge in production: the edge's requests are told the pages' tags.
    env: {
      ANALYTICS_RATE_LIMIT: '10000000',
      TRUST_PROXY: 'true',
      ...process.env,
      PORT: String(port),
      CACHE_PORT: String(cachePort),
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
    },
    stdio: ['ignore', 'ignore', log],
  });
  fs.closeSync(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    for (let i = 0; ; i++) {
      if (i > 240 || child.exitCode !== null)
        throw new Error(`the bench site did not start (log: ${logFile})`);
      try {
        if ((await fetch(`${origin}/ping`)).ok) break;
      } catch {}
      await sleep(500);
    }
    // The start-up warm renders every sitemap page into the cache: 8 s on a fast box, 35 s on a
    // slow one. Measured while it runs, renders and throughput compete with it.
    await untilMachineQuiet();
  } catch (err) {
    await stop();
    throw err;
  }
  // The site's data folder is e2e-server.mjs's: its cache admin key is kept there. `purger`: how
  // to purge its tags (tagPurger's options), for the process that sends the renders.
  const purger = {
    cacheUrl: `http://127.0.0.1:${cachePort}`,
    dataDir: path.join(root, 'data', `e2e-${port}`),
  };
  return { origin, port, pid: child.pid, logFile, stop, purger };
}
