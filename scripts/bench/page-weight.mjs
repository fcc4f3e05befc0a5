// Page weight: the HTML of a page and the JavaScript and CSS it loads, raw and gzipped, as a
// first visit downloads them (images excluded: they are lazy and mostly below the fold). CSS
// inlined in the HTML is counted in the HTML and shown beside the CSS files (raw).
import { gzipSync } from 'node:zlib';

async function bytes(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export async function measurePage(origin, path) {
  const html = await bytes(origin + path);
  const text = html.toString('utf8');
  // noModule scripts are polyfills only old browsers download.
  const scripts = [
    ...new Set(
      [...text.matchAll(/<script([^>]*)src="([^"]+)"([^>]*)>/g)]
        .filter((m) => !/nomodule/i.test(m[1] + m[3]))
        .map((m) => m[2]),
    ),
  ];
  const styles = [
    ...new Set(
      [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
    ),
  ];
  // With Next's inlineCss the stylesheet is a <style> inside the HTML (already counted in it).
  const inlineCss = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce(
    (n, m) => n + Buffer.byteLength(m[1]),
    0,
  );
  const sum = async (urls) => {
    let raw = 0;
    let gz = 0;
    for (const u of urls) {
      const b = await bytes(new URL(u, origin).toString());
      raw += b.length;
      gz += gzipSync(b).length;
    }
    return { raw, gz, count: urls.length };
  };
  return {
    path,
    html: { raw: html.length, gz: gzipSync(html).length },
    js: await sum(scripts),
    css: { ...(await sum(styles)), inline: inlineCss },
  };
}

export function printPageWeights(rows) {
  console.log('\npage weight (gzip; raw in brackets)');
  console.log('page'.padEnd(34), 'HTML'.padEnd(22), 'JS'.padEnd(28), 'CSS');
  for (const r of rows) {
    console.log(
      r.path.padEnd(34),
      `${kb(r.html.gz)} [${kb(r.html.raw)}]`.padEnd(22),
      `${kb(r.js.gz)} [${kb(r.js.raw)}] ${r.js.count} files`.padEnd(28),
      `${kb(r.css.gz)} [${kb(r.css.raw)}]${r.css.inline ? ` + ${kb(r.css.inline)} inline` : ''}`,
    );
  }
}
