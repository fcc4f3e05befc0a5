import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { buildChecks, writeResults } from './report.mjs';
// @ts-expect-error plain ESM script without types
import { latencyFrom } from './search.mjs';

type Row = { figure: string; value: string; target: string; result: string };
const find = (rows: Row[], figure: string) => rows.find((r) => r.figure.startsWith(figure));
const wrkFigure = (rps: number) => ({ rps, p50: 1, p99: 2, non2xx: 0 });
const scores = (perf: number, seo = 100) => ({
  performance: perf,
  accessibility: 100,
  'best-practices': 100,
  seo,
});

describe('the bench table', () => {
  it('holds every public page to 125 KB of JavaScript (gzip) before any interaction', () => {
    const page = (name: string, gz: number) => ({
      name,
      path: '/',
      html: { raw: 1, gz: 1 },
      js: { raw: gz * 3, gz, count: 9 },
      css: { raw: 0, gz: 0, count: 0, inline: 0 },
    });
    const rows = buildChecks({ pageWeight: [page('home', 128_000), page('product', 128_001)] });
    expect(find(rows, 'JavaScript, home')).toMatchObject({ result: 'PASS', target: '≤ 125.0 KB' });
    expect(find(rows, 'JavaScript, product')?.result).toBe('FAIL');
  });

  it('holds the edge to 0.9× nginx and the front alone to 0.40×, with gzip', () => {
    const at = (edge: number, front: number) =>
      buildChecks({
        throughput: {
          gzip: {
            edge: wrkFigure(edge),
            front: wrkFigure(front),
            nginx: wrkFigure(100_000),
            ratio: front / 100_000,
            edgeRatio: edge / 100_000,
          },
          identity: { edge: wrkFigure(1), front: wrkFigure(1), nginx: wrkFigure(1), ratio: 1 },
        },
      });
    expect(find(at(90_000, 40_000), 'edge (Varnish) vs nginx (gzip)')?.result).toBe('PASS');
    expect(find(at(90_000, 40_000), 'cached page, front alone')?.result).toBe('PASS');
    expect(find(at(89_000, 39_000), 'edge (Varnish) vs nginx (gzip)')).toMatchObject({
      result: 'FAIL',
      value: '0.89× (89.0k vs 100.0k req/s)',
    });
    expect(find(at(89_000, 39_000), 'cached page, front alone')).toMatchObject({
      result: 'FAIL',
      value: '0.39× (39.0k vs 100.0k req/s)',
    });
  });

  it('shows the edge as not measured in figures from before it existed', () => {
    const rows = buildChecks({
      throughput: {
        gzip: { front: wrkFigure(1), nginx: wrkFigure(2), ratio: 0.5 },
        identity: { front: wrkFigure(1), nginx: wrkFigure(1), ratio: 1 },
      },
    });
    expect(find(rows, 'edge (Varnish) vs nginx (gzip)')?.result).toBe('n/a');
  });

  it('holds search p95 to 8 ms on SQLite and 25 ms on PostgreSQL (issue 17)', () => {
    const rows = buildChecks({
      search: { sqlite: { p50: 2, p95: 8.5 }, postgres: { p50: 9, p95: 24 } },
    });
    expect(find(rows, 'search p95, 10k articles, SQLite')?.result).toBe('FAIL');
    expect(find(rows, 'search p95, 10k articles, PostgreSQL')?.result).toBe('PASS');
  });

  it('holds every uncached render p95 to 40 ms', () => {
    const rows = buildChecks({
      render: { home: { p50: 20, p95: 39 }, article: { p50: 30, p95: 41 } },
    });
    expect(find(rows, 'uncached render, home')?.result).toBe('PASS');
    expect(find(rows, 'uncached render, article')?.result).toBe('FAIL');
  });

  it("shows the site's CPU per render beside the latencies when it was measured", () => {
    const rows = buildChecks({
      render: { home: { p50: 20, p95: 39, cpuMs: 31.26 }, article: { p50: 30, p95: 41 } },
    });
    expect(find(rows, 'uncached render, home')?.value).toBe(
      '20.0 ms / 39.0 ms, site CPU 31.3 ms a render',
    );
    expect(find(rows, 'uncached render, article')?.value).toBe('30.0 ms / 41.0 ms');
  });

  it('checks the scale table: renders and search per dialect and size', () => {
    const scaleRow = (dialect: string, articles: number, home: number, search: number) => ({
      dialect,
      articles,
      renderP95: { home, category: 10, article: 10, search: 10 },
      searchP95: search,
      sitemapMs: 100,
      sitemapUrls: 2000,
      importSeconds: 60,
      importMeasured: articles <= 10_000,
      dbMB: 80,
      webMemory: { rssMB: 400, peakMB: 500 },
    });
    const rows = buildChecks({
      scale: { rows: [scaleRow('sqlite', 100_000, 45, 7), scaleRow('postgres', 1_000, 12, 26)] },
    });
    expect(find(rows, 'scale sqlite, 100,000 articles: render home')?.result).toBe('FAIL');
    expect(find(rows, 'scale sqlite, 100,000 articles: search')?.result).toBe('PASS');
    expect(find(rows, 'scale postgres, 1,000 articles: search')?.result).toBe('FAIL');
    expect(find(rows, 'scale sqlite, 100,000 articles: full import')?.value).toContain('estimated');
  });

  it('shows a part that could not run as n/a with its reason, never as a pass', () => {
    const rows = buildChecks({
      ingest: { skipped: 'scripts/bench/ingest.mjs not there yet' },
      lighthouse: { error: 'chromium crashed' },
    });
    expect(find(rows, 'ingestion')).toMatchObject({
      result: 'n/a',
      value: 'n/a (scripts/bench/ingest.mjs not there yet)',
    });
    expect(find(rows, 'Lighthouse')).toMatchObject({
      result: 'n/a',
      value: 'n/a (error: chromium crashed)',
    });
  });

  it('names the audits that keep a Lighthouse page below 100', () => {
    const failing = {
      seo: [{ id: 'is-crawlable', value: '' }],
      performance: [{ id: 'largest-contentful-paint', value: '2.1 s' }],
    };
    const rows = buildChecks({ lighthouse: { search: { scores: scores(100, 66), failing } } });
    // A performance audit below 1 that still scores 100 overall is not a reason.
    expect(find(rows, 'Lighthouse search')).toMatchObject({
      result: 'FAIL',
      value: '100/100/100/66 (seo: is-crawlable)',
    });
    const slow = buildChecks({ lighthouse: { home: { scores: scores(98), failing } } });
    expect(find(slow, 'Lighthouse home')?.value).toBe(
      '98/100/100/100 (seo: is-crawlable; performance: largest-contentful-paint 2.1 s)',
    );
  });

  it('passes ingestion only at 5,000 events/s with every accepted event stored', () => {
    const ingest = (eventsPerSec: number, lost: number | null) =>
      find(
        buildChecks({ ingest: { eventsPerSec, sent: 1, accepted: 1, stored: 1, lost } }),
        'ingestion',
      );
    expect(ingest(6000, 0)?.result).toBe('PASS');
    expect(ingest(6000, 3)).toMatchObject({ result: 'FAIL', value: '6000 events/s, 3 lost of 1' });
    expect(ingest(4000, 0)?.result).toBe('FAIL');
    expect(ingest(6000, null)).toMatchObject({
      result: 'FAIL',
      value: '6000 events/s, stored not counted',
    });
  });

  it('keeps the tracker under 10 KB gzip', () => {
    expect(find(buildChecks({ tracker: { raw: 30_000, gzip: 10_240 } }), 'tracker')?.result).toBe(
      'FAIL',
    );
    expect(find(buildChecks({ tracker: { raw: 30_000, gzip: 7_000 } }), 'tracker')?.result).toBe(
      'PASS',
    );
  });

  it('updates only the measured parts of results.json and keeps the others', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-report-')), 'results.json');
    writeResults(file, {
      tracker: { raw: 30_000, gzip: 7_000 },
      search: { sqlite: { p50: 1, p95: 3 }, postgres: { skipped: 'x' } },
    });
    writeResults(file, { tracker: { raw: 40_000, gzip: 12_000 } });
    const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(saved.figures.search.sqlite.p95).toBe(3);
    expect(find(saved.checks, 'tracker')?.result).toBe('FAIL');
    expect(Object.keys(saved.measuredAt).sort()).toEqual(['search', 'tracker']);
  });
});

describe('search latency from bench-search.ts', () => {
  it('reads the latency after the index build from the JSON line', () => {
    const json = {
      dialect: 'postgres',
      query: { all: { p50: 3, p95: 12, max: 40 } },
      queryAfterEdits: { all: { p50: 9, p95: 99, max: 99 } },
      reindexWrite: { p50: 8, p95: 14, max: 57 },
      recall: 1,
    };
    expect(latencyFrom(`human lines\n${JSON.stringify(json)}\n`)).toMatchObject({
      dialect: 'postgres',
      p50: 3,
      p95: 12,
      max: 40,
      saveP95: 14,
    });
  });

  it('fails loudly when the script printed no figures', () => {
    expect(() =>
      latencyFrom('query latency after the build\n  all  p50 1  p95 2  max 3 ms'),
    ).toThrow(/no JSON figures/);
  });
});
