// The bench's one table: every figure with its target and PASS / FAIL (or "—" where the issue
// sets no target, "n/a" where the part did not run), and bench/results.json with the same rows
// plus the raw figures. A part's figures are either its result, { skipped: reason } or
// { error: message }.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const TARGETS = {
  // Issue 17: the edge (Varnish) at nginx speed; the Node front alone keeps 0.40×; search at
  // 10k articles with the reading index, and every uncached render.
  edgeVsNginxGzip: 0.9,
  cachedVsNginxGzip: 0.4,
  searchP95SqliteMs: 8,
  searchP95PostgresMs: 25,
  renderP95Ms: 40,
  trackerGzipBytes: 10 * 1024,
  // Issue 17: JavaScript a public page loads before any interaction (gzip, every script).
  jsGzipBytesPerPage: 125 * 1024,
  // scripts/bench/ingest.mjs (issue 4's figure).
  ingestEventsPerSec: 5000,
  lighthouse: 100,
};

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${n.toFixed(1)} ms`;
const krps = (n) => `${(n / 1000).toFixed(1)}k`;
const missing = (part) =>
  part === undefined ? 'not run' : (part.skipped ?? (part.error ? `error: ${part.error}` : null));

/** The table rows: { figure, value, target, result: 'PASS' | 'FAIL' | '—' | 'n/a' }. */
export function buildChecks(f) {
  const rows = [];
  const row = (figure, value, target, pass) =>
    rows.push({ figure, value, target, result: pass === null ? '—' : pass ? 'PASS' : 'FAIL' });
  const na = (figure, part, target = '—') =>
    rows.push({ figure, value: `n/a (${missing(part)})`, target, result: 'n/a' });

  if (missing(f.throughput)) {
    na('edge (Varnish) vs nginx (gzip)', f.throughput, `≥ ${TARGETS.edgeVsNginxGzip}×`);
    na(
      'cached page, front alone, vs nginx (gzip)',
      f.throughput,
      `≥ ${TARGETS.cachedVsNginxGzip}×`,
    );
  } else {
    const value = (server, e) =>
      `${(e[server].rps / e.nginx.rps).toFixed(2)}× (${krps(e[server].rps)} vs ${krps(e.nginx.rps)} req/s)`;
    const { gzip, identity } = f.throughput;
    // Figures from before the edge existed have no `edge`: shown as not measured.
    if (gzip.edge)
      row(
        'edge (Varnish) vs nginx (gzip)',
        value('edge', gzip),
        `≥ ${TARGETS.edgeVsNginxGzip}×`,
        gzip.edge.rps / gzip.nginx.rps >= TARGETS.edgeVsNginxGzip,
      );
    else
      na(
        'edge (Varnish) vs nginx (gzip)',
        { skipped: 'not measured' },
        `≥ ${TARGETS.edgeVsNginxGzip}×`,
      );
    row(
      'cached page, front alone, vs nginx (gzip)',
      value('front', gzip),
      `≥ ${TARGETS.cachedVsNginxGzip}×`,
      gzip.ratio >= TARGETS.cachedVsNginxGzip,
    );
    if (identity.edge)
      row('edge (Varnish) vs nginx (identity)', value('edge', identity), '—', null);
    row('cached page, front alone, vs nginx (identity)', value('front', identity), '—', null);
  }

  const renderTarget = `p95 ≤ ${TARGETS.renderP95Ms} ms`;
  if (missing(f.render)) na('uncached render p50 / p95', f.render, renderTarget);
  else
    for (const [name, r] of Object.entries(f.render))
      row(
        `uncached render, ${name} (p50 / p95)`,
        `${ms(r.p50)} / ${ms(r.p95)}${r.cpuMs == null ? '' : `, site CPU ${ms(r.cpuMs)} a render`}`,
        renderTarget,
        r.p95 <= TARGETS.renderP95Ms,
      );

  for (const [key, label, target] of [
    ['sqlite', 'SQLite', TARGETS.searchP95SqliteMs],
    ['postgres', 'PostgreSQL', TARGETS.searchP95PostgresMs],
  ]) {
    const figure = `search p95, 10k articles, ${label}`;
    const s = f.search?.[key] ?? f.search;
    if (missing(s)) na(figure, s, `≤ ${target} ms`);
    else {
      const save = s.saveP95 == null ? '' : `; a save's re-index p95 ${ms(s.saveP95)}`;
      row(figure, `${ms(s.p95)} (p50 ${ms(s.p50)}${save})`, `≤ ${target} ms`, s.p95 <= target);
    }
  }

  if (f.scale && missing(f.scale)) na('how cost grows (--scale)', f.scale);
  else if (f.scale) scaleChecks(f.scale, row);

  const ingestTarget = `≥ ${TARGETS.ingestEventsPerSec} events/s, 0 lost`;
  if (missing(f.ingest)) na('ingestion', f.ingest, ingestTarget);
  else {
    const i = f.ingest;
    const lost = i.lost === null ? 'stored not counted' : `${i.lost} lost of ${i.accepted}`;
    row(
      'ingestion',
      `${Math.round(i.eventsPerSec)} events/s, ${lost}`,
      ingestTarget,
      i.eventsPerSec >= TARGETS.ingestEventsPerSec && i.lost === 0,
    );
  }

  if (missing(f.tracker))
    na('tracker bundle (gzip)', f.tracker, `< ${kb(TARGETS.trackerGzipBytes)}`);
  else
    row(
      'tracker bundle (gzip)',
      `${kb(f.tracker.gzip)} (raw ${kb(f.tracker.raw)})`,
      `< ${kb(TARGETS.trackerGzipBytes)}`,
      f.tracker.gzip < TARGETS.trackerGzipBytes,
    );

  if (missing(f.pageWeight)) na('JavaScript per page (gzip)', f.pageWeight);
  else
    for (const p of f.pageWeight)
      row(
        `JavaScript, ${p.name} (gzip)`,
        // Before any interaction; what the first intent adds (the framework) beside it.
        `${kb(p.js.gz)} in ${p.js.count} files${p.onIntent ? ` (+${kb(p.onIntent.gz)} on first intent)` : ''}`,
        `≤ ${kb(TARGETS.jsGzipBytesPerPage)}`,
        p.js.gz <= TARGETS.jsGzipBytesPerPage,
      );

  const goal = TARGETS.lighthouse;
  if (missing(f.lighthouse))
    na('Lighthouse mobile (perf/a11y/bp/seo)', f.lighthouse, `${goal}/${goal}/${goal}/${goal}`);
  else {
    for (const [name, r] of Object.entries(f.lighthouse)) {
      const s = r.scores;
      const below = Object.entries(r.failing ?? {}).filter(
        ([c]) => c !== 'performance' || s.performance < goal,
      );
      const why = below
        .map(
          ([c, audits]) =>
            `${c}: ${audits.map((a) => (a.value ? `${a.id} ${a.value}` : a.id)).join(', ')}`,
        )
        .join('; ');
      const value = `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}${why ? ` (${why})` : ''}`;
      row(
        `Lighthouse ${name} (perf/a11y/bp/seo)`,
        value,
        `${goal}/${goal}/${goal}/${goal}`,
        Object.values(s).every((v) => v >= goal),
      );
    }
  }
  return rows;
}

/**
 * The scale table's rows (`npm run bench -- --scale`): per dialect and size, the render p95s
 * against the render target, search p95 against its dialect's target (set at 10k articles; shown
 * at every size), and the figures the issue sets no target for.
 */
function scaleChecks(scale, row) {
  for (const r of scale.rows) {
    const at = `${r.dialect}, ${r.articles.toLocaleString('en')} articles`;
    for (const [page, p95] of Object.entries(r.renderP95))
      row(
        `scale ${at}: render ${page} p95`,
        ms(p95),
        `≤ ${TARGETS.renderP95Ms} ms`,
        p95 <= TARGETS.renderP95Ms,
      );
    const searchTarget =
      r.dialect === 'postgres' ? TARGETS.searchP95PostgresMs : TARGETS.searchP95SqliteMs;
    row(
      `scale ${at}: search p95`,
      ms(r.searchP95),
      `≤ ${searchTarget} ms`,
      r.searchP95 <= searchTarget,
    );
    row(`scale ${at}: sitemap`, `${ms(r.sitemapMs)} (${r.sitemapUrls} URLs)`, '—', null);
    const imported =
      r.importSeconds == null
        ? 'not imported in this run (database reused)'
        : `${r.importMeasured ? '' : '~'}${r.importSeconds.toFixed(0)} s${r.importMeasured ? '' : ' (estimated from the pipeline rate)'}`;
    row(`scale ${at}: full import`, imported, '—', null);
    row(
      `scale ${at}: database / web memory`,
      `${r.dbMB.toFixed(0)} MB / ${r.webMemory.rssMB} MB`,
      '—',
      null,
    );
  }
}

export function printTable(rows) {
  const width = (key, max) =>
    Math.min(max, Math.max(key.length, ...rows.map((r) => r[key].length)));
  const w = { figure: width('figure', 44), value: width('value', 60), target: width('target', 18) };
  const line = (r) =>
    `${r.figure.padEnd(w.figure)}  ${r.value.padEnd(w.value)}  ${r.target.padEnd(w.target)}  ${r.result}`;
  console.log('\n══ benchmark ══');
  console.log(line({ figure: 'figure', value: 'value', target: 'target', result: 'result' }));
  for (const r of rows) console.log(line(r));
}

/**
 * Writes bench/results.json. A partial run (BENCH_ONLY) updates only its parts: the figures of
 * the other parts stay as the last run measured them, each part stamped with when it was.
 * Returns the checks of the merged figures.
 */
export function writeResults(file, figures) {
  const previous = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  const now = new Date().toISOString();
  const merged = { ...previous.figures, ...figures };
  const measuredAt = {
    ...previous.measuredAt,
    ...Object.fromEntries(Object.keys(figures).map((k) => [k, now])),
  };
  const machine = {
    cpus: os.availableParallelism(),
    cpuModel: os.cpus()[0]?.model ?? '?',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
  };
  const checks = buildChecks(merged).filter((r) => r.value !== 'n/a (not run)');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify({ generatedAt: now, machine, targets: TARGETS, checks, measuredAt, figures: merged }, null, 2)}\n`,
  );
  return checks;
}
