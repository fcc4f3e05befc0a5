// npm run bench: the measured figures of docs/benchmarks.md, printed as one table against their
// targets and written to bench/results.json. Parts (BENCH_ONLY=part,part runs a subset):
//   search      search latency at 10k articles, SQLite and PostgreSQL (no site needed)
//   tracker     the tracker bundle's gzip size (no site needed)
//   weight      HTML/JS/CSS bytes of the four page types
//   render      uncached render p50/p95 (page-cache misses)
//   lighthouse  Lighthouse mobile scores in Debian's Chromium
//   throughput  cached page through the edge (Varnish) and the front vs nginx serving the same bytes (wrk)
//   ingest      analytics ingestion events/s
// A partial run updates its parts in bench/results.json and keeps the others' last figures.
// `npm run bench -- --scale` runs only the scale table (scripts/bench/scale.mjs; not in npm test):
// renders, search, sitemap, import, database size and memory at 1k, 10k and 100k articles.
// BENCH_SKIP_BUILD=1 measures the tree as it is: no npm install, no `next build` when sources changed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

const PARTS = ['search', 'tracker', 'weight', 'render', 'lighthouse', 'throughput', 'ingest'];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((p) => !PARTS.includes(p));
if (unknown.length)
  throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; parts: ${PARTS.join(', ')}`);
const scale = process.argv.includes('--scale');
// The scale table only with --scale, and then alone (it takes its own 20 minutes).
const wanted = (part) =>
  scale ? part === 'scale' : part !== 'scale' && (!only.length || only.includes(part));
const needsSite = ['weight', 'render', 'lighthouse', 'throughput', 'ingest'].some(wanted);

const figures = {};
let failed = false;
/** Runs one part; an error is recorded in its figures (the table shows n/a) and the rest goes on. */
async function part(name, run) {
  if (!wanted(name)) return;
  console.log(`\n── ${name}`);
  try {
    figures[name === 'weight' ? 'pageWeight' : name] = await run();
  } catch (err) {
    failed = true;
    console.error(`✗ ${name}: ${err.stack ?? err}`);
    figures[name === 'weight' ? 'pageWeight' : name] = {
      error: String(err.message ?? err).split('\n')[0],
    };
  }
}

if (process.env.BENCH_SKIP_BUILD !== '1') {
  ensureInstalled();
  if (needsSite || scale) ensureBuilt();
}
const tools = await import('./bench/tools.mjs');
if (wanted('throughput') || wanted('ingest')) tools.ensureDebianTools([['wrk', 'wrk']]);
if (wanted('throughput')) {
  tools.ensureDebianTools([['nginx', 'nginx']]);
  (await import('./lib/varnish.mjs')).ensureVarnish();
}
if (wanted('lighthouse')) tools.ensureDebianTools([['chromium', 'chromium']]);

await part('scale', async () => {
  const { benchScale, mergeScale } = await import('./bench/scale.mjs');
  const { printScale } = await import('./bench/scale-table.mjs');
  const r = await benchScale();
  printScale(r);
  const file = path.join(root, 'bench', 'results.json');
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return mergeScale(previous.figures?.scale, r);
});
// Search first, while the cores are free.
await part('search', async () => (await import('./bench/search.mjs')).benchSearch());
await part('tracker', async () => (await import('./bench/tracker-size.mjs')).trackerSize());

if (needsSite) {
  const { startBenchSite, untilMachineQuiet } = await import('./bench/site.mjs');
  const site = await startBenchSite();
  try {
    await part('weight', async () => {
      const { measurePage, printPageWeights } = await import('./bench/page-weight.mjs');
      const { LIGHTHOUSE_PAGES } = await import('./bench/lighthouse.mjs');
      const rows = [];
      for (const [name, p] of Object.entries(LIGHTHOUSE_PAGES))
        rows.push({ name, ...(await measurePage(site.origin, p)) });
      printPageWeights(rows);
      return rows;
    });
    await part('render', async () => {
      const { benchRender, printRender } = await import('./bench/render.mjs');
      const r = await benchRender(site.origin, { sitePid: site.pid, purger: site.purger });
      printRender(r);
      return r;
    });
    // Lighthouse before the load tests, so nothing they leave behind (GC, cache writes) is measured.
    await part('lighthouse', async () => {
      const { benchLighthouse, printLighthouse } = await import('./bench/lighthouse.mjs');
      const r = await benchLighthouse(site.origin, {
        runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3),
      });
      printLighthouse(r);
      return r;
    });
    await part('throughput', async () => {
      const { benchThroughput, printThroughput } = await import('./bench/throughput.mjs');
      const r = await benchThroughput(site.origin, {
        nginxPort: site.port - 1,
        edgePort: Number(process.env.BENCH_EDGE_PORT ?? site.port - 2),
      });
      printThroughput(r);
      return r;
    });
    await part('ingest', async () => {
      const ingest = await import('./bench/ingest.mjs').catch(() => null);
      if (!ingest?.benchIngest) return { skipped: 'scripts/bench/ingest.mjs not there yet' };
      // Right after the throughput part its servers are stopping and the site is still busy
      // with what wrk left: ingestion starts on a quiet machine, as the renders do.
      await untilMachineQuiet();
      // Stored events are counted in the bench site's own SQLite file (scripts/e2e-server.mjs).
      const countStored = ingest.sqliteCounter?.(
        path.join(root, 'data', `e2e-${site.port}`, 'tsuzuri.sqlite'),
      );
      const r = await ingest.benchIngest({
        baseUrl: site.origin,
        seconds: 10,
        connections: 32,
        countStored,
      });
      console.log(
        `ingestion: ${Math.round(r.eventsPerSec)} events/s; sent ${r.sent}, accepted ${r.accepted}, stored ${r.stored}, lost ${r.lost}`,
      );
      return r;
    });
  } finally {
    await site.stop();
  }
}

const { buildChecks, printTable, writeResults } = await import('./bench/report.mjs');
printTable(buildChecks(figures).filter((r) => r.value !== 'n/a (not run)'));
const file = path.join(root, 'bench', 'results.json');
writeResults(file, figures);
console.log(
  `\nwritten: ${path.relative(root, file)}${only.length || scale ? ` (updated: ${Object.keys(figures).join(', ')})` : ''} · ${os.availableParallelism()} cores`,
);
if (failed) process.exitCode = 1;
