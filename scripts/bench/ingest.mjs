// The ingestion benchmark: how many analytics events per second one site accepts on
// POST /api/web/report, and whether every accepted event reached the database.
//   node scripts/bench/ingest.mjs [--seconds 10] [--connections 32]
// starts a site of its own (scripts/e2e-server.mjs on port 3310, over the current build, one web
// worker per core as the bench site has) and prints the figures; `npm run bench` calls
// benchIngest() against its bench site instead. Needs wrk (installed when missing).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureDebianTools } from './tools.mjs';

const dayOf = (t) => new Date(t).toISOString().slice(0, 10);

/** Readers' views of the bench page in the rollups, through the admin stats API. */
async function storedViews(baseUrl, page, adminToken, startedAt) {
  const url = `${baseUrl}/api/admin/stats?from=${dayOf(startedAt)}&to=${dayOf(Date.now())}&page=${encodeURIComponent(page)}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${adminToken}` } });
  if (!res.ok) throw new Error(`stats API answered ${res.status}`);
  return (await res.json()).data.totals.views;
}

/** Raw events of the bench page in a site's SQLite file (when the stats API is not built yet). */
export function sqliteCounter(file) {
  return async (page) => {
    const { default: Database } = await import('better-sqlite3');
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      return db
        .prepare('select count(*) n from analytics_events where page_path = ? and bot = 0')
        .get(page).n;
    } finally {
      db.close();
    }
  };
}

/**
 * Posts distinct valid page_view beacons (beacons.lua) with wrk, over `connections` keep-alive
 * connections for `seconds`, then waits for the queue to be written and counts what was stored:
 * through the admin stats API (needs `adminToken`), or `countStored(page)` when given.
 * `stored`/`lost` are null when neither is available.
 *
 * wrk, not a Node client: a Node client spends ~130 µs of CPU on each beacon on this 2-core box
 * (a third of the machine at the target rate), wrk with its Lua generator ~10 µs, so the figure
 * is the server's (docs/benchmarks.md, "Ingestion").
 */
export async function benchIngest({
  baseUrl,
  seconds = 10,
  connections = 32,
  adminToken = process.env.ADMIN_TOKEN,
  countStored,
}) {
  const runId = randomBytes(6).toString('hex');
  const page = `/bench-ingest-${runId}`;
  const startedAt = Date.now();
  const { requests, non2xx, socketErrors, elapsed } = await wrkBeacons({
    url: `${baseUrl}/api/web/report`,
    args: [runId, baseUrl, page],
    seconds,
    connections,
  });
  const accepted = requests - non2xx;
  let stored = null;
  const count =
    countStored ?? (adminToken ? () => storedViews(baseUrl, page, adminToken, startedAt) : null);
  if (count) {
    // The queue writes at least every ANALYTICS_FLUSH_MS; wait until the count stops moving.
    let last = -1;
    let still = 0;
    for (let i = 0; i < 60 && still < 3; i++) {
      await new Promise((r) => setTimeout(r, 500));
      stored = await count(page);
      still = stored === last ? still + 1 : 0;
      last = stored;
    }
  }
  return {
    eventsPerSec: Math.round(accepted / elapsed),
    sent: requests,
    accepted,
    stored,
    // wrk counts the answers it read before its time was up; the beacons still in flight then
    // (at most one per connection) may be stored too, so stored can pass accepted by that much.
    lost: stored === null ? null : Math.max(0, accepted - stored),
    refused: non2xx,
    socketErrors,
    seconds: Math.round(elapsed * 10) / 10,
    connections,
  };
}

/** Runs wrk with beacons.lua: requests answered, those not 2xx, socket errors, seconds it ran. */
function wrkBeacons({ url, args, seconds, connections }) {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'beacons.lua');
  const wrkArgs = ['-t', '2', '-c', String(connections), '-d', `${seconds}s`, '-s', script];
  return new Promise((resolve, reject) => {
    execFile('wrk', [...wrkArgs, url, '--', ...args], { encoding: 'utf8' }, (error, out) => {
      if (error) return reject(error);
      const done = out.match(/(\d+) requests in ([\d.]+)(ms|s|m)/);
      if (!done) return reject(new Error(`wrk said nothing readable:\n${out}`));
      const unit = { ms: 0.001, s: 1, m: 60 }[done[3]];
      const bad = out.match(/Non-2xx or 3xx responses: (\d+)/);
      const errors = out.match(/Socket errors: (.*)/);
      resolve({
        requests: Number(done[1]),
        non2xx: bad ? Number(bad[1]) : 0,
        socketErrors: errors ? errors[1] : null,
        elapsed: Number(done[2]) * unit,
      });
    });
  });
}

async function waitFor(url, timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '32' },
      port: { type: 'string', default: '3310' },
    },
  });
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const adminToken = process.env.ADMIN_TOKEN ?? 'bench-admin-token-0123456789';
  const port = Number(values.port);
  ensureDebianTools([['wrk', 'wrk']]);
  console.log(`starting a site on port ${port} (scripts/e2e-server.mjs, the current build)…`);
  const site = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    // One client address stands for thousands of readers here: no per-address ingestion limit.
    env: {
      ANALYTICS_RATE_LIMIT: '10000000',
      ...process.env,
      PORT: String(port),
      CACHE_PORT: String(port + 1000),
      ADMIN_TOKEN: adminToken,
      WARM_CACHE: 'false',
      WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()),
    },
  });
  const exited = new Promise((resolve) => site.once('exit', resolve));
  try {
    await Promise.race([
      waitFor(`http://127.0.0.1:${port}/ping`, 240_000),
      exited.then(() => Promise.reject(new Error('the site exited before it was ready'))),
    ]);
    // Counted in the site's own database file: exact, and independent of the Next build.
    const countStored = sqliteCounter(path.join(root, 'data', `e2e-${port}`, 'tsuzuri.sqlite'));
    const result = await benchIngest({
      baseUrl: `http://127.0.0.1:${port}`,
      seconds: Number(values.seconds),
      connections: Number(values.connections),
      adminToken,
      countStored,
    });
    console.log(JSON.stringify(result, null, 2));
    const target = 5000;
    console.log(
      `ingestion: ${result.eventsPerSec} events/s (target ${target}) · accepted ${result.accepted} · stored ${result.stored} · lost ${result.lost}`,
    );
    process.exitCode = result.eventsPerSec >= target && result.lost === 0 ? 0 : 1;
  } finally {
    site.kill('SIGTERM');
    await exited;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
