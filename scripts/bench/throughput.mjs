// A cached article page three ways, side by side in one run, with wrk: the edge (Varnish with the
// repository's VCL, deploy/varnish/tsuzuri.vcl) in front of the site, the Node front alone, and
// nginx serving the same bytes from disk (gzip_static). Alternating rounds (edge, front, nginx,
// edge, …), the best of each kept, so a noisy neighbour on the box hurts all sides alike.
// Identity and gzip.
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startVarnish } from '../lib/varnish.mjs';
import { startNginx } from './nginx.mjs';
import { wrk } from './tools.mjs';

const COOKIE = 'sidebarAB=a; resourceBannerAB=a';

/** fetch, once more after a network error, saying why it failed ("fetch failed" hides it). */
async function fetchOnce(url, headers, attempt = 1) {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(60_000) });
  } catch (err) {
    if (attempt < 2) return fetchOnce(url, headers, attempt + 1);
    throw new Error(`${url}: ${err.cause?.message ?? err.message}`);
  }
}
const SERVERS = ['edge', 'front', 'nginx'];

/**
 * { bytes, identity: { front, nginx, edge, ratio, edgeRatio }, gzip: { … } }: wrk figures, and
 * the front's and the edge's requests/s over nginx's.
 */
export async function benchThroughput(
  origin,
  { nginxPort, edgePort, path: page = '/best-free-dvd-software', rounds = 2 } = {},
) {
  const url = new URL(page, origin);
  const html = Buffer.from(
    await (
      await fetch(url, { headers: { cookie: COOKIE, 'accept-encoding': 'identity' } })
    ).arrayBuffer(),
  );
  const nginx = startNginx(nginxPort, {
    'page.html': html,
    'page.html.gz': gzipSync(html, { level: 9 }),
  });
  const edge = await startVarnish({
    port: edgePort,
    backends: [{ port: Number(url.port) }],
    dir: path.join(os.tmpdir(), `tsuzuri-bench-edge-${edgePort}`),
    stdio: ['ignore', 'ignore', 'inherit'],
  }).catch((err) => {
    nginx.stop();
    throw err;
  });
  try {
    await new Promise((r) => setTimeout(r, 500));
    const targets = {
      front: url.toString(),
      nginx: `http://127.0.0.1:${nginxPort}/page.html`,
      edge: `${edge.url}${page}`,
    };
    const out = { path: page, bytes: html.length };
    for (const encoding of ['identity', 'gzip']) {
      const headers = {
        cookie: COOKIE,
        ...(encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {}),
      };
      // Store the page at the edge (Varnish keeps the gzip copy and unzips for identity).
      for (let i = 0; i < 2; i++) await (await fetchOnce(targets.edge, headers)).arrayBuffer();
      const check = await fetchOnce(targets.edge, headers);
      await check.arrayBuffer();
      if (check.headers.get('x-edge-cache') !== 'HIT')
        throw new Error(
          `the edge does not store ${page} (x-edge-cache: ${check.headers.get('x-edge-cache')})`,
        );
      const runs = { edge: [], front: [], nginx: [] };
      for (let round = 0; round < rounds; round++)
        for (const server of SERVERS) runs[server].push(wrk(targets[server], { headers }));
      const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
      const [e, f, n] = SERVERS.map((s) => best(runs[s]));
      out[encoding] = {
        edge: e,
        front: f,
        nginx: n,
        ratio: f.rps / n.rps,
        edgeRatio: e.rps / n.rps,
      };
    }
    out.load = os.loadavg().map((l) => Math.round(l * 10) / 10);
    return out;
  } finally {
    await edge.stop();
    nginx.stop();
  }
}

export function printThroughput(r) {
  console.log(
    `\ncached article page (${(r.bytes / 1024).toFixed(1)} KB), wrk -t2 -c50 -d8s, best of alternating rounds`,
  );
  console.log('encoding  server   req/s      p50 ms   p99 ms   non-2xx');
  for (const encoding of ['identity', 'gzip']) {
    const e = r[encoding];
    for (const name of SERVERS) {
      const m = e[name];
      console.log(
        `${encoding.padEnd(9)} ${name.padEnd(8)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(2).padStart(8)} ${m.p99.toFixed(2).padStart(8)} ${String(m.non2xx).padStart(9)}`,
      );
    }
    console.log(
      `${''.padEnd(9)} ratio    edge ${e.edgeRatio.toFixed(2)}× nginx, front ${e.ratio.toFixed(2)}× nginx`,
    );
  }
  console.log(`load average after the run: ${r.load.join(' / ')}`);
}
