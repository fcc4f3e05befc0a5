// A cached article page from the front against nginx serving the same bytes from disk
// (gzip_static), with wrk: alternating rounds (front, nginx, front, nginx), the best of each kept,
// so a noisy neighbour on the box hurts both sides alike. Identity and gzip.
import { gzipSync } from 'node:zlib';
import { startNginx } from './nginx.mjs';
import { wrk } from './tools.mjs';

const COOKIE = 'sidebarAB=a; resourceBannerAB=a';

/** { bytes, identity: { front, nginx, ratio }, gzip: { front, nginx, ratio } }; front/nginx = wrk figures. */
export async function benchThroughput(
  origin,
  { nginxPort, path = '/best-free-dvd-software', rounds = 2 } = {},
) {
  const page = new URL(path, origin).toString();
  const html = Buffer.from(
    await (
      await fetch(page, { headers: { cookie: COOKIE, 'accept-encoding': 'identity' } })
    ).arrayBuffer(),
  );
  const nginx = startNginx(nginxPort, {
    'page.html': html,
    'page.html.gz': gzipSync(html, { level: 9 }),
  });
  try {
    await new Promise((r) => setTimeout(r, 500));
    const reference = `http://127.0.0.1:${nginxPort}/page.html`;
    const out = { path, bytes: html.length };
    for (const encoding of ['identity', 'gzip']) {
      const headers = {
        cookie: COOKIE,
        ...(encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {}),
      };
      const runs = { front: [], nginx: [] };
      for (let round = 0; round < rounds; round++) {
        runs.front.push(wrk(page, { headers }));
        runs.nginx.push(wrk(reference, { headers }));
      }
      const best = (list) => list.reduce((a, b) => (b.rps > a.rps ? b : a));
      const front = best(runs.front);
      const ref = best(runs.nginx);
      out[encoding] = { front, nginx: ref, ratio: front.rps / ref.rps };
    }
    return out;
  } finally {
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
    for (const [name, m] of [
      ['front', e.front],
      ['nginx', e.nginx],
    ]) {
      console.log(
        `${encoding.padEnd(9)} ${name.padEnd(8)} ${m.rps.toFixed(0).padStart(8)} ${m.p50.toFixed(2).padStart(8)} ${m.p99.toFixed(2).padStart(8)} ${String(m.non2xx).padStart(9)}`,
      );
    }
    console.log(`${''.padEnd(9)} ratio    ${e.ratio.toFixed(2)}× nginx`);
  }
}
