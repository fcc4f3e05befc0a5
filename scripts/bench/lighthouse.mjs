// Lighthouse mobile scores (performance, accessibility, best practices, SEO) of the four page
// types, in Debian's Chromium against the bench site (cached pages, as a visitor gets them).
// Lighthouse's default config is the mobile one: Moto G Power emulation, simulated slow 4G.
// Performance varies from run to run, so each page runs `runs` times and the run with the median
// performance score is kept; the other three categories are deterministic. Alone:
//   node scripts/bench/lighthouse.mjs http://127.0.0.1:3199
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/chromium.mjs';

export const LIGHTHOUSE_PAGES = {
  home: '/',
  article: '/best-free-dvd-software',
  category: '/dvd',
  search: '/search-result?q=画質',
  // The demo's product (seeded from the demo content: /products/video-studio).
  product: '/products/video-studio',
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = ['--headless', ...CHROMIUM_FLAGS];

/** What a failing audit points at: the first items' node snippet, message or URL. */
function detailOf(audit) {
  const items = audit.details?.items ?? [];
  return items
    .slice(0, 2)
    .map((i) => i.node?.snippet ?? i.description ?? i.source?.url ?? i.url ?? '')
    .filter(Boolean)
    .map((t) => String(t).slice(0, 160));
}

/**
 * The audits that cost points in a category: weighted and scored below 1. (Performance's weighted
 * audits are its five metrics; its insights weigh nothing and are listed as hints instead.)
 */
function failingAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 1)
    .map((a) => ({
      id: a.id,
      title: a.title,
      score: a.score,
      value: a.displayValue ?? '',
      detail: detailOf(a),
    }));
}

/** Performance insights and diagnostics that fail outright: where the metrics' time goes. */
function performanceHints(lhr) {
  return lhr.categories.performance.auditRefs
    .filter((ref) => ref.weight === 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a && a.score !== null && a.score < 0.5 && a.scoreDisplayMode !== 'informative')
    .map((a) => ({ id: a.id, value: a.displayValue ?? '' }));
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
  );
  const failing = Object.fromEntries(
    CATEGORIES.map((c) => [c, failingAudits(lhr, c)]).filter(([, list]) => list.length),
  );
  const metric = (id) => lhr.audits[id]?.numericValue;
  const metrics = {
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    siMs: metric('speed-index'),
  };
  const errors = lhr.runtimeError ? [lhr.runtimeError.message] : [];
  return {
    scores,
    metrics,
    failing,
    hints: performanceHints(lhr),
    warnings: lhr.runWarnings ?? [],
    errors,
  };
}

/** Runs Lighthouse on each page type; resolves { page: { url, scores, metrics, failing, runs } }. */
export async function benchLighthouse(
  origin,
  { runs = 3, pages = LIGHTHOUSE_PAGES, chromePath = CHROMIUM_PATH } = {},
) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    userDataDir,
    logLevel: 'silent',
  });
  const results = {};
  try {
    for (const [name, pathname] of Object.entries(pages)) {
      const url = new URL(pathname, origin).toString();
      const all = [];
      for (let i = 0; i < runs; i++) {
        const out = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!out?.lhr) throw new Error(`lighthouse returned nothing for ${url}`);
        all.push(summarize(out.lhr));
      }
      const byPerf = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
      const median = byPerf[Math.floor(byPerf.length / 2)];
      results[name] = {
        url: pathname,
        ...median,
        performanceRuns: all.map((r) => r.scores.performance),
      };
    }
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return results;
}

export function printLighthouse(results) {
  console.log('\nLighthouse (mobile, Debian Chromium; performance: median of runs)');
  console.log(`${'page'.padEnd(10)} perf  a11y  best  seo   LCP ms  TBT ms  CLS    runs`);
  for (const [name, r] of Object.entries(results)) {
    const s = r.scores;
    const m = r.metrics;
    console.log(
      `${name.padEnd(10)} ${String(s.performance).padStart(4)}  ${String(s.accessibility).padStart(4)}  ${String(s['best-practices']).padStart(4)}  ${String(s.seo).padStart(4)}  ${String(Math.round(m.lcpMs ?? 0)).padStart(6)}  ${String(Math.round(m.tbtMs ?? 0)).padStart(6)}  ${(m.cls ?? 0).toFixed(3)}  ${r.performanceRuns.join('/')}`,
    );
  }
  for (const [name, r] of Object.entries(results)) {
    for (const [category, audits] of Object.entries(r.failing)) {
      for (const a of audits) {
        console.log(
          `  ${name} · ${category}: ${a.id} — ${a.title}${a.value ? ` (${a.value})` : ''} [${a.score}]`,
        );
        for (const d of a.detail) console.log(`      ${d}`);
      }
    }
    if (r.scores.performance < 100 && r.hints.length)
      console.log(
        `  ${name} · performance hints: ${r.hints.map((h) => `${h.id}${h.value ? ` (${h.value})` : ''}`).join(', ')}`,
      );
    for (const e of r.errors) console.log(`  ${name} · error: ${e}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origin = process.argv[2] ?? `http://127.0.0.1:${process.env.BENCH_PORT ?? 3199}`;
  const results = await benchLighthouse(origin, { runs: Number(process.env.LIGHTHOUSE_RUNS ?? 3) });
  printLighthouse(results);
  if (process.env.LIGHTHOUSE_JSON)
    fs.writeFileSync(process.env.LIGHTHOUSE_JSON, JSON.stringify(results, null, 2));
}
