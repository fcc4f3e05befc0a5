// Uncached render time: what a visitor waits for when the page cache does not have the page
// (after a purge, a new article, a rare URL). Each request carries a query parameter nothing
// reads (`_bench=<n>`), which the front keeps in the cache key, so every request is a MISS that
// goes through Next's render, the database and the compression of the stored entry. Requests are
// sequential (one at a time): this is latency, not throughput.
import { setTimeout as sleep } from 'node:timers/promises';

export const RENDER_PAGES = {
  home: '/',
  article: '/best-free-dvd-software',
  category: '/dvd',
  search: '/search-result?q=画質',
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

/** { page: { p50, p95, max, n, states } } in ms; `states` counts x-page-cache values seen. */
export async function benchRender(
  origin,
  { requests = 40, warmup = 5, pages = RENDER_PAGES } = {},
) {
  const run = Date.now().toString(36);
  const results = {};
  for (const [name, pathname] of Object.entries(pages)) {
    const url = (i) => {
      const u = new URL(pathname, origin);
      u.searchParams.set('_bench', `${run}-${i}`);
      return u.toString();
    };
    for (let i = 0; i < warmup; i++) await timeOne(url(`w${i}`));
    const times = [];
    const states = {};
    for (let i = 0; i < requests; i++) {
      const r = await timeOne(url(i));
      if (r.status !== 200) throw new Error(`${pathname}: HTTP ${r.status} on an uncached render`);
      states[r.cache] = (states[r.cache] ?? 0) + 1;
      times.push(r.ms);
      await sleep(20); // let the stored entry's write to the shared cache finish between renders
    }
    const s = times.sort((a, b) => a - b);
    results[name] = {
      path: pathname,
      p50: quantile(s, 0.5),
      p95: quantile(s, 0.95),
      max: s[s.length - 1],
      n: s.length,
      states,
    };
  }
  return results;
}

export function printRender(results) {
  console.log('\nuncached render (page-cache MISS, sequential, gzip), ms');
  console.log(
    `${'page'.padEnd(10)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'max'.padStart(7)}   requests (cache states)`,
  );
  for (const [name, r] of Object.entries(results)) {
    const states = Object.entries(r.states)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
    console.log(
      `${name.padEnd(10)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)}   ${r.n} (${states})`,
    );
  }
}
