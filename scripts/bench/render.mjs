// Uncached render time: what a visitor waits for when the page cache does not have the page
// (after a purge, a new article, a rare URL). Before each request the page's own tag is purged
// through the cache service, as a content write does (a page's key keeps only the parameters it
// reads, so no made-up query string makes a new entry); the search instead gets a `page` value
// no cache holds (`page=bench-<n>`, read as page 1). So every request is a MISS that goes
// through Next's render, the database and the compression of the stored entry. Requests are
// sequential (one at a time): this is latency, not throughput. Given the site's pid, it also
// reports the CPU all the site's processes spent per render (front, render worker, cache
// service), which moves far less from run to run than the p95 does.
//
// The requests are sent from a process of their own (render-client.mjs), started for this part:
// the bench's own process has by then driven Chromium and Lighthouse, and its garbage collection
// in the middle of a timed request showed as the site's tail (p95 50–70 ms after the weight part,
// 42–48 ms alone, the p50s the same; 2026-12-02).
//
// Each page type starts on a quiet machine: a purge asks the site to warm its cache again a
// second after the last one (apps/web/front/warm.ts), and a hundred purges of the latest list
// leave every page to render again. Measured straight after the category pages, the search
// ran beside that warm (p50 56 / p95 118 ms and 121 ms of CPU a render on 2026-12-02, against
// 36 / 55 ms and 36 ms alone): the figure was the previous page type's warm, not the search.
import { fork } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { tsImport } from 'tsx/esm/api';
import { processTreeCpuMs } from '../lib/process-tree.mjs';
import { tagPurger } from '../lib/purge-tags.mjs';
import { untilMachineQuiet } from './site.mjs';

/** Each page and the tag whose purge makes it render again (none: a new `page` value does). */
export const RENDER_PAGES = {
  home: { path: '/', tag: 'list:latest:ja' },
  article: { path: '/best-free-dvd-software', tag: 'article:best-free-dvd-software' },
  category: { path: '/dvd', tag: 'category:dvd' },
  search: { path: '/search-result?q=画質' },
};

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

async function timeOne(url) {
  const started = process.hrtime.bigint();
  const res = await fetch(url, {
    headers: { 'accept-encoding': 'gzip', cookie: 'sidebarAB=a; resourceBannerAB=a' },
  });
  await res.arrayBuffer();
  return {
    ms: Number(process.hrtime.bigint() - started) / 1e6,
    status: res.status,
    cache: res.headers.get('x-page-cache') ?? '?',
  };
}

/** The site's CPU per millisecond while it serves nothing (its purge feed polls, its timers). */
async function idleCpuRate(sitePid, ms = 3000) {
  const before = processTreeCpuMs(sitePid);
  await sleep(ms);
  return (processTreeCpuMs(sitePid) - before) / ms;
}

/**
 * { page: { p50, p95, max, n, states, cpuMs } } in ms, measured by a fresh process
 * (render-client.mjs); `states` counts x-page-cache values seen; `cpuMs` (with `sitePid`) is the
 * site's CPU per render, less what the idle site spends in the same time (measured first:
 * `idleCpuMsPerSecond` in the results). `purger`: tagPurger's options (the cache service's URL
 * and its data folder or admin key). `settle: false` for a site that does not warm.
 */
export function benchRender(origin, options) {
  const child = fork(new URL('./render-client.mjs', import.meta.url), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (m) => (m.error ? reject(new Error(m.error)) : resolve(m.results)));
    child.once('exit', (code) => reject(new Error(`render client exited (${code})`)));
    child.send({ origin, options });
  });
}

/** benchRender's requests, in the process that sends them (render-client.mjs). */
export async function measureRenders(
  origin,
  // 100 a page: the p95 is then the fifth slowest, not the second of 40, which one stray pause
  // of the shared box decided (±10 ms between runs of the same code, 2026-11-30).
  { requests = 100, warmup = 5, pages = RENDER_PAGES, sitePid, purger, settle = true } = {},
) {
  const purge = await tagPurger(purger);
  const run = Date.now().toString(36);
  const results = {};
  // Measured before the first page type's renders, after its settle: right after the bench's
  // previous part the site was still busy with what that part set off (2026-12-02: 333 ms a second).
  let idleRate = null;
  for (const [name, { path: pathname, tag }] of Object.entries(pages)) {
    const once = async (i) => {
      const u = new URL(pathname, origin);
      if (!tag) u.searchParams.set('page', `bench-${run}-${i}`);
      else {
        await purge([tag]);
        await sleep(5); // the fronts hear it over the purge feed
      }
      return timeOne(u.toString());
    };
    // Now and then the front answers before the purge feed reached it (a HIT): not a render, so
    // asked again rather than counted as a fast one.
    const uncached = async (i) => {
      let r = await once(i);
      for (let retry = 1; retry <= 3 && r.cache === 'HIT'; retry++) r = await once(`${i}r${retry}`);
      return r;
    };
    if (settle) await untilSettled();
    if (sitePid && idleRate === null) idleRate = await idleCpuRate(sitePid);
    for (let i = 0; i < warmup; i++) await uncached(`w${i}`);
    const times = [];
    const states = {};
    const cpuBefore = sitePid ? processTreeCpuMs(sitePid) : null;
    const started = Date.now();
    for (let i = 0; i < requests; i++) {
      const r = await uncached(i);
      if (r.status !== 200) throw new Error(`${pathname}: HTTP ${r.status} on an uncached render`);
      states[r.cache] = (states[r.cache] ?? 0) + 1;
      times.push(r.ms);
      await sleep(20); // let the stored entry's write to the shared cache finish between renders
    }
    const cpuMs =
      cpuBefore === null
        ? null
        : (processTreeCpuMs(sitePid) - cpuBefore - idleRate * (Date.now() - started)) / requests;
    const s = times.sort((a, b) => a - b);
    results[name] = {
      path: pathname,
      p50: quantile(s, 0.5),
      p95: quantile(s, 0.95),
      max: s[s.length - 1],
      n: s.length,
      states,
      cpuMs,
      idleCpuMsPerSecond: idleRate === null ? null : idleRate * 1000,
    };
  }
  return results;
}

/** Until the warm a previous page type's purges set off has run and the machine is quiet. */
async function untilSettled() {
  const { WARM_AFTER_PURGE_MS } = await tsImport('../../apps/web/front/warm.ts', import.meta.url);
  // Past the warm's start, so the quiet wait sees it running.
  await sleep(WARM_AFTER_PURGE_MS + 500);
  await untilMachineQuiet({ maxMs: 60_000 });
}

export function printRender(results) {
  const idle = Object.values(results)[0]?.idleCpuMsPerSecond;
  console.log(
    `\nuncached render (page-cache MISS, sequential, gzip), ms; cpu: the site's, per render, less its idle ${idle == null ? '—' : idle.toFixed(0)} ms a second`,
  );
  console.log(
    `${'page'.padEnd(10)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)} ${'cpu'.padStart(7)}   requests (cache states)`,
  );
  for (const [name, r] of Object.entries(results)) {
    const states = Object.entries(r.states)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `${name.padEnd(10)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)} ${(r.cpuMs == null ? '—' : r.cpuMs.toFixed(1)).padStart(7)}   ${r.n} (${states})`,
    );
  }
}
