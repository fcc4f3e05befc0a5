// Page weight: the HTML of a page and the JavaScript and CSS a first visit downloads, raw and
// gzipped (images excluded: they are lazy and mostly below the fold). CSS inlined in the HTML is
// counted in the HTML and shown beside the CSS files (raw); the stylesheet file the first intent
// fetches is shown apart.
//
// JavaScript is what Debian's Chromium requests while the page loads and sits untouched for a
// while (load, then network idle, then IDLE_MS): "before any interaction" — the framework loads
// at the first intent (apps/web/front/framework-on-intent.ts), the tracker in idle time after
// load, and both are seen as a browser sees them. What the first intent adds (a mouse move) is
// measured after it, for the whole picture. Each file is fetched again and gzipped (level 6), so
// figures compare across runs whatever the server's own encoding.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

const IDLE_MS = 3000;

async function bytes(url) {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/**
 * The script and stylesheet URLs a mobile Chromium requests before any interaction, and what its
 * first intent adds (the framework; the stylesheet file React hydrates with, decision 26).
 */
async function filesLoaded(origin, path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const seen = { script: [], stylesheet: [] };
    page.on('request', (r) => {
      // The site's own files (a third-party tag is not ours to weigh, and unreachable here).
      if (seen[r.resourceType()] && new URL(r.url()).origin === origin)
        seen[r.resourceType()].push(r.url());
    });
    await page.goto(origin + path, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(IDLE_MS);
    const before = { script: [...new Set(seen.script)], stylesheet: [...new Set(seen.stylesheet)] };
    await page.mouse.move(100, 200);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, {
      timeout: 30_000,
    });
    await page.waitForLoadState('networkidle');
    const added = (kind) => [...new Set(seen[kind])].filter((u) => !before[kind].includes(u));
    return { before, after: { script: added('script'), stylesheet: added('stylesheet') } };
  } finally {
    await browser.close();
  }
}

export async function measurePage(origin, path) {
  const html = await bytes(origin + path);
  const text = html.toString('utf8');
  const files = await filesLoaded(origin, path);
  // The stylesheet is a <style> inside the HTML (already counted in it): the front puts it there.
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
    js: await sum(files.before.script),
    onIntent: await sum(files.after.script),
    css: { ...(await sum(files.before.stylesheet)), inline: inlineCss },
    cssOnIntent: await sum(files.after.stylesheet),
  };
}

export function printPageWeights(rows) {
  console.log('\npage weight (gzip; raw in brackets)');
  console.log(
    'page'.padEnd(34),
    'HTML'.padEnd(22),
    'JS before any interaction'.padEnd(28),
    'JS on first intent'.padEnd(28),
    'CSS'.padEnd(30),
    'CSS on first intent',
  );
  for (const r of rows) {
    console.log(
      r.path.padEnd(34),
      `${kb(r.html.gz)} [${kb(r.html.raw)}]`.padEnd(22),
      `${kb(r.js.gz)} [${kb(r.js.raw)}] ${r.js.count} files`.padEnd(28),
      r.onIntent ? `+${kb(r.onIntent.gz)} ${r.onIntent.count} files`.padEnd(28) : ''.padEnd(28),
      `${kb(r.css.gz)} [${kb(r.css.raw)}]${r.css.inline ? ` + ${kb(r.css.inline)} inline` : ''}`.padEnd(
        30,
      ),
      r.cssOnIntent ? `+${kb(r.cssOnIntent.gz)} ${r.cssOnIntent.count} files` : '',
    );
  }
}
