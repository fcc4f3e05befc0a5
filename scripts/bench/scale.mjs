// `npm run bench -- --scale`: how cost grows with the number of articles (issue 17, "How cost
// grows"). For each dialect (SQLite; PostgreSQL in a throwaway cluster, scripts/lib/local-postgres.mjs)
// one database grows through the sizes (BENCH_SCALE_SIZES, default 1000,10000,100000). At each
// size scale-db.ts adds the articles (the import pipeline, then bulk rows beyond its limit) and
// measures search and the database's size; then the built site serves that database (one web
// process, no cache warm-up) for the uncached render p95 of home, a category, an article and
// search, the sitemap's generation time (the index and every child, uncached) and the web
// process's memory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import { processTree } from '../lib/process-tree.mjs';
import { buildServerBundles } from '../lib/bundles.mjs';
import { root } from '../lib/setup.mjs';
import { siteEnv, spawnCacheService, spawnWebServer } from '../lib/serve.mjs';
import { benchRender, RENDER_PAGES } from './render.mjs';

const SIZES = (process.env.BENCH_SCALE_SIZES ?? '1000,10000,100000').split(',').map(Number);
const DIALECTS = (process.env.BENCH_SCALE_DIALECTS ?? 'sqlite,postgres').split(',');
/** Issue 17's targets: renders and search at every size (search's at 10,000 articles). */
export const SCALE_TARGETS = { renderP95Ms: 40, searchP95Ms: { sqlite: 8, postgres: 25 } };
const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');

function runScaleDb(articles, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, 'scripts/bench/scale-db.ts', String(articles)], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let last = '';
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (line.startsWith('{')) last = line;
      else console.log(line);
    });
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 && last
        ? resolve(JSON.parse(last))
        : reject(new Error(`scale-db.ts ${articles}: exit ${code}`)),
    );
  });
}

/** Resident memory (MB) of a process and its descendants, from /proc. */
function residentMB(pid) {
  const status = (p) => {
    try {
      return fs.readFileSync(`/proc/${p}/status`, 'utf8');
    } catch {
      return '';
    }
  };
  const kb = (s, key) => Number(new RegExp(`${key}:\\s+(\\d+)`).exec(s)?.[1] ?? 0);
  let rss = 0;
  let peak = 0;
  for (const p of processTree(pid)) {
    const s = status(p);
    rss += kb(s, 'VmRSS');
    peak += kb(s, 'VmHWM');
  }
  return { rssMB: Math.round(rss / 1024), peakMB: Math.round(peak / 1024) };
}

async function withSite(env, port, measure) {
  await buildServerBundles();
  const common = siteEnv({
    ...env,
    WARM_CACHE: 'false',
    WEB_CONCURRENCY: '1',
    ACCESS_LOG: 'false',
  });
  const logFile = path.join(os.tmpdir(), `tsuzuri-scale-site-${port}.log`);
  const log = fs.openSync(logFile, 'w');
  const stdio = ['ignore', 'ignore', log];
  const cache = spawnCacheService({ cachePort: port + 1000, env: common, stdio });
  const cacheUrl = `http://127.0.0.1:${port + 1000}`;
  const web = spawnWebServer({ port, cacheUrl, env: common, stdio });
  fs.closeSync(log);
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (i > 240 || web.exitCode !== null)
        throw new Error(`the site did not start (log: ${logFile})`);
      try {
        if ((await fetch(`${origin}/ping`)).ok) break;
      } catch {}
      await sleep(500);
    }
    return await measure(origin, web.pid, { cacheUrl, adminKey: common.CACHE_ADMIN_KEY });
  } finally {
    for (const c of [web, cache]) if (c.exitCode === null) c.kill('SIGTERM');
    await Promise.all(
      [web, cache].map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
    );
  }
}

/**
 * The sitemap index and every child it lists, each uncached (the site is new and nothing asked
 * for them before): total ms.
 */
async function sitemapMs(origin) {
  const get = async (url) => {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
    return res.text();
  };
  const started = performance.now();
  const index = await get(`${origin}/sitemap.xml`);
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  let urls = 0;
  for (const child of children.filter((c) => c.includes('sitemap'))) {
    urls += ((await get(`${origin}${child}`)).match(/<url>/g) ?? []).length;
  }
  return { ms: performance.now() - started, children: children.length, urls };
}

async function scaleDialect(dialect, dbEnv, port) {
  const rows = [];
  let importSeconds = 0;
  let imported = 0;
  for (const size of SIZES) {
    console.log(`\n── scale: ${dialect}, ${size.toLocaleString('en')} articles`);
    const stepStarted = performance.now();
    const step = await runScaleDb(size, { ...process.env, ...dbEnv });
    const buildSeconds = (performance.now() - stepStarted) / 1000;
    if (step.pipeline) {
      importSeconds += step.pipeline.seconds;
      imported += step.pipeline.articles;
    }
    const siteStarted = performance.now();
    const site = await withSite(dbEnv, port, async (origin, pid, purger) => {
      const render = await benchRender(origin, {
        requests: 30,
        warmup: 5,
        pages: RENDER_PAGES,
        purger,
        settle: false, // the scale site does not warm (WARM_CACHE=false)
      });
      const sitemap = await sitemapMs(origin);
      return { render, sitemap, memory: residentMB(pid) };
    });
    const generated = size - step.demo;
    const row = {
      dialect,
      articles: size,
      renderP95: Object.fromEntries(Object.entries(site.render).map(([k, v]) => [k, v.p95])),
      renderP50: Object.fromEntries(Object.entries(site.render).map(([k, v]) => [k, v.p50])),
      searchP95: step.searchP95,
      searchP50: step.searchP50,
      // Readers' views in the window (scale-db.ts) and the rankings' refresh that sums them.
      views: step.views,
      popularityRefreshMs: step.popularityRefreshMs,
      popularityRefreshFirstMs: step.popularityRefreshFirstMs,
      // The last page of /by-latest and /by-popularity, read through the repository (scale-db.ts).
      lastPageMs: step.lastPageMs,
      sitemapMs: site.sitemap.ms,
      sitemapUrls: site.sitemap.urls,
      // Full import: measured through the pipeline while the size allows it, else its rate's estimate.
      // The rate is the pipeline's own (articles it imported over its seconds), never the bulk fill's.
      // null: the database already held this size (BENCH_SCALE_DIR), nothing was imported now.
      importSeconds: step.bulk
        ? generated / (imported / importSeconds)
        : step.pipeline
          ? importSeconds
          : null,
      importMeasured: !step.bulk,
      bulkFill: step.bulk ?? null,
      pipeline: step.pipeline ?? null,
      dbMB: step.dbBytes / 1024 / 1024,
      webMemory: site.memory,
      // How long this size took (growing the database, then the site's measurements) and how
      // loaded the machine was: on a shared box the times above move with it.
      buildSeconds,
      siteSeconds: (performance.now() - siteStarted) / 1000,
      loadAverage: os.loadavg()[0],
    };
    console.log(JSON.stringify(row));
    rows.push(row);
  }
  return rows;
}

export async function benchScale() {
  const port = Number(process.env.BENCH_PORT ?? 3199);
  // BENCH_SCALE_DIR: the folder a kept run grew (BENCH_SCALE_KEEP=1), to measure a size again
  // without growing its databases again (a size they already hold adds no article).
  const reused = process.env.BENCH_SCALE_DIR;
  const work = reused ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-scale-'));
  // mkdtemp makes it private to us; as root the cluster runs as the postgres user, who must reach it.
  fs.chmodSync(work, 0o755);
  const results = { sizes: SIZES, rows: [] };
  try {
    if (DIALECTS.includes('sqlite')) {
      const sqliteDir = path.join(work, 'sqlite');
      fs.mkdirSync(sqliteDir, { recursive: true });
      results.rows.push(...(await scaleDialect('sqlite', { DATA_DIR: sqliteDir }, port)));
    }
    if (DIALECTS.includes('postgres')) {
      // local-postgres.mjs imports test-support's TypeScript: loaded through tsx, as search.mjs does.
      const { startLocalPostgres } = await tsImport('../lib/local-postgres.mjs', import.meta.url);
      const pg = await startLocalPostgres({ dir: path.join(work, 'pg'), port: port + 2 });
      try {
        const pgData = path.join(work, 'pg-site');
        fs.mkdirSync(pgData, { recursive: true });
        results.rows.push(
          ...(await scaleDialect('postgres', { DATA_DIR: pgData, DATABASE_URL: pg.url }, port)),
        );
      } finally {
        await pg.stop('fast');
      }
    }
  } finally {
    // BENCH_SCALE_KEEP=1 keeps the databases (the SQLite file, the PostgreSQL cluster's folder) to
    // EXPLAIN the pages' queries on them afterwards.
    if (process.env.BENCH_SCALE_KEEP === '1' || reused) console.log(`kept: ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
  return results;
}

/**
 * The scale part of bench/results.json after a run of some dialects and sizes: this run's rows,
 * plus the previous rows of every dialect and size it did not measure (one dialect run at a time
 * keeps the other's figures).
 */
export function mergeScale(previous, current) {
  const key = (r) => `${r.dialect}:${r.articles}`;
  const measured = new Set(current.rows.map(key));
  const before = new Map((previous?.rows ?? []).map((r) => [key(r), r]));
  const kept = (previous?.rows ?? []).filter((r) => !measured.has(key(r)));
  // A size measured again on its kept database imported nothing: its import figures stay.
  const fresh = current.rows.map((r) => {
    const old = before.get(key(r));
    if (r.importSeconds != null || !old) return r;
    const { importSeconds, importMeasured, pipeline, bulkFill, buildSeconds } = old;
    return { ...r, importSeconds, importMeasured, pipeline, bulkFill, buildSeconds };
  });
  const rows = [...kept, ...fresh].sort(
    (a, b) => a.dialect.localeCompare(b.dialect) || a.articles - b.articles,
  );
  return { ...current, sizes: [...new Set(rows.map((r) => r.articles))], rows };
}
