// npm run bench: measured figures, not pass/fail. Serves the built site (front server + page
// cache, over a fresh seeded database) on BENCH_PORT (default 3199) and measures:
//   1. page weight of key pages (HTML, JS, CSS; raw and gzip)
//   2. a cached article page against nginx serving the same bytes (wrk, alternating, ±gzip)
import { spawn } from 'node:child_process';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { startNginx } from './bench/nginx.mjs';
import { measurePage, printPageWeights } from './bench/page-weight.mjs';
import { ensureDebianTools, wrk } from './bench/tools.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/setup.mjs';

ensureInstalled();
ensureBuilt();
ensureDebianTools([['wrk', 'wrk'], ['nginx', 'nginx']]);
// Search first, while the cores are free: 10,000 generated articles, index build and query latency.
await (await import('./bench/search.mjs')).benchSearch();

const port = Number(process.env.BENCH_PORT ?? 3199);
const origin = `http://127.0.0.1:${port}`;
const site = spawn('node', ['scripts/e2e-server.mjs'], {
  cwd: root,
  env: { ...process.env, PORT: String(port), WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? String(os.availableParallelism()) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let nginx;
try {
  for (let i = 0; ; i++) {
    if (i > 240) throw new Error('the site did not start');
    try {
      if ((await fetch(`${origin}/ping`)).ok) break;
    } catch {}
    await sleep(500);
  }
  await sleep(8000); // let the start-up warm finish
  const pages = ['/', '/best-free-dvd-software', '/dvd', '/by-latest'];
  printPageWeights(await Promise.all(pages.map((p) => measurePage(origin, p))));

  const cookie = 'sidebarAB=a; resourceBannerAB=a';
  const article = `${origin}/best-free-dvd-software`;
  const html = Buffer.from(await (await fetch(article, { headers: { cookie, 'accept-encoding': 'identity' } })).arrayBuffer());
  nginx = startNginx(port - 1, { 'page.html': html, 'page.html.gz': gzipSync(html, { level: 9 }) });
  await sleep(500);
  const reference = `http://127.0.0.1:${port - 1}/page.html`;
  const rows = [];
  for (const gzip of [false, true]) {
    const headers = { cookie, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) };
    const runs = { front: [], nginx: [] };
    for (let round = 0; round < 2; round++) {
      runs.front.push(wrk(article, { headers }));
      runs.nginx.push(wrk(reference, { headers }));
    }
    const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
    rows.push({ gzip, front: best(runs.front), nginx: best(runs.nginx) });
  }
  console.log(`\ncached article page (${(html.length / 1024).toFixed(1)} KB), wrk -t2 -c50 -d8s, best of 2 alternating rounds`);
  console.log('encoding  server   req/s      p50 ms   p99 ms   non-2xx');
  for (const r of rows) {
    for (const [name, m] of [['front', r.front], ['nginx', r.nginx]]) {
      console.log(`${(r.gzip ? 'gzip' : 'identity').padEnd(9)} ${name.padEnd(8)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(2).padStart(8)} ${m.p99.toFixed(2).padStart(8)} ${String(m.non2xx).padStart(9)}`);
    }
    console.log(`${''.padEnd(9)} ratio    ${(r.front.rps / r.nginx.rps).toFixed(2)}× nginx`);
  }
} finally {
  nginx?.stop();
  site.kill('SIGTERM');
}
