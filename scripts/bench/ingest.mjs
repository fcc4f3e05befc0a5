// The ingestion benchmark: how many analytics events per second one site accepts on
// POST /api/web/report, and whether every accepted event reached the database.
//   node scripts/bench/ingest.mjs [--seconds 10] [--connections 32]
// starts a site of its own (scripts/e2e-server.mjs on port 3310, over the current build) and
// prints the figures; `npm run bench` calls benchIngest() against its bench site instead.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const READER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36 tsuzuri-bench';
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');

/** A distinct, valid beacon body (protocol.ts UploadWrapper), as the tracker would send it. */
function beacon(baseUrl, page, runId, n) {
  const payload = {
    event: 'page_view',
    token_id: `bench-${runId}-${n}`,
    url: `${baseUrl}${page}`,
    viewport_height: 800,
    viewport_width: 1280,
    web_version: '2.2.12',
  };
  const data = b64(JSON.stringify(payload));
  return b64(JSON.stringify({ data, mode: 'beacon', upload_id: `bench-${runId}-${n}` }));
}

function post(agent, url, body) {
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'text/plain;charset=UTF-8',
          'content-length': Buffer.byteLength(body),
          'user-agent': READER_UA,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

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
 * Posts distinct valid page_view beacons over `connections` keep-alive connections for
 * `seconds`, then waits for the queue to be written and counts what was stored: through the
 * admin stats API (needs `adminToken`), or `countStored(page)` when given. `stored`/`lost` are
 * null when neither is available.
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
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = `${baseUrl}/api/web/report`;
  const statuses = {};
  let sent = 0;
  const startedAt = Date.now();
  const deadline = startedAt + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) {
        const status = await post(agent, url, beacon(baseUrl, page, runId, sent++));
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const elapsed = (Date.now() - startedAt) / 1000;
  agent.destroy();
  const accepted = statuses[200] ?? 0;
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
      still = stored === last || stored >= accepted ? still + 1 : 0;
      last = stored;
      if (stored >= accepted) break;
    }
  }
  return {
    eventsPerSec: Math.round(accepted / elapsed),
    sent,
    accepted,
    stored,
    lost: stored === null ? null : accepted - stored,
    refused: Object.fromEntries(Object.entries(statuses).filter(([s]) => s !== '200')),
    seconds: Math.round(elapsed * 10) / 10,
    connections,
  };
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
