// The search benchmark (npm run bench, via scripts/bench/search.mjs; alone:
//   npx tsx scripts/bench/bench-search.ts [articles] [--json] [--postgres]).
// SQLite by default; PostgreSQL when DATABASE_URL is postgres://… or with --postgres (see
// bench-search-db.ts). 10,000 generated articles, then: index build time, index size, the cost
// of re-indexing one article on a write, query latency of articles.search() (what the search
// page calls: match, rank, count, summaries and snippets) and recall against a substring scan.
// --json adds one last line with every figure (p50/p95/max in ms) for the bench report.
import { sql } from 'kysely';
import { migrateSite } from '@tsuzuri/content/site';
import { contentRepositories } from '@tsuzuri/content/repositories';
import {
  analyserLoad,
  loadAnalyser,
  indexArticle,
  rebuildSearchIndex,
  removeFromSearchIndex,
} from '@tsuzuri/content/search';
import { parseQuery } from '@tsuzuri/content/search';
import { findMatches } from '@tsuzuri/content/search';
import { foldText } from '@tsuzuri/text/normalize';
import { generateArticles, QUERIES } from './bench-search-corpus';
import { openBenchDb } from './bench-search-db';
import { seedCorpus } from './bench-search-seed';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const args = process.argv.slice(2);
const COUNT = Number(args.find((a) => /^\d+$/.test(a)) ?? 10_000);
const JSON_OUT = args.includes('--json');
const QUERY_RUNS = 600;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
type Stats = { p50: number; p95: number; max: number };
const stats = (times: number[]): Stats => {
  const s = [...times].sort((a, b) => a - b);
  const at = (q: number) => Number(s[Math.min(s.length - 1, Math.floor(q * s.length))].toFixed(2));
  return { p50: at(0.5), p95: at(0.95), max: Number(s[s.length - 1].toFixed(2)) };
};
const show = (s: Stats) =>
  `p50 ${s.p50.toFixed(2)}  p95 ${s.p95.toFixed(2)}  max ${s.max.toFixed(2)} ms`;

const bench = await openBenchDb(args.includes('--postgres'));
const { db, dialect } = bench;
const engine = dialect === 'postgres' ? 'PostgreSQL tsvector + GIN' : 'SQLite FTS5';
try {
  await migrateSite(db, dialect);
  const categories = 24;
  const articles = generateArticles(COUNT, categories);
  let started = process.hrtime.bigint();
  await seedCorpus(db, articles, categories);
  const insertSeconds = ms(started) / 1000;
  const avgChars = Math.round(
    articles.reduce((n, a) => n + a.plainText.length, 0) / articles.length,
  );
  io.out(
    `\nsearch benchmark: ${COUNT} generated articles (~${avgChars} characters each), ${engine}, inserted in ${insertSeconds.toFixed(1)} s`,
  );

  started = process.hrtime.bigint();
  const indexed = await db.transaction().execute((trx) => rebuildSearchIndex(trx));
  // Fresh statistics, as autovacuum would gather on a live server; SQLite's optimize ran in the rebuild.
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  const buildSeconds = ms(started) / 1000;
  io.out(
    `index build: ${indexed} articles in ${buildSeconds.toFixed(2)} s (tokenize + insert + ${dialect === 'postgres' ? 'analyze' : 'optimize'})`,
  );
  // The morphological analyser's dictionary, loaded once by the build (decision 0018).
  const analyser = analyserLoad();
  if (analyser)
    io.out(
      `analyser load (once per process): ${analyser.milliseconds} ms, heap +${analyser.heapMB} MB, resident +${analyser.rssMB} MB`,
    );
  const indexMB = Number(((await bench.indexBytes()) / 1024 / 1024).toFixed(1));
  io.out(`index size: ${indexMB} MB`);

  const repos = contentRepositories(db, { fallbackLocale: 'ja' });
  const kinds = Object.entries(QUERIES);
  const plan = Array.from({ length: QUERY_RUNS }, (_, i) => {
    const [kind, list] = kinds[i % kinds.length];
    return {
      kind,
      q: list[Math.floor(i / kinds.length) % list.length],
      page: i % 5 === 4 ? 2 + (i % 3) : 1,
    };
  });
  const measureQueries = async (label: string): Promise<Record<string, Stats>> => {
    for (const { q } of plan.slice(0, 50)) await repos.articles.search(q, 'ja', 1, 12); // warm up
    const byKind = new Map<string, number[]>([['all', []]]);
    for (const { kind, q, page } of plan) {
      const t = process.hrtime.bigint();
      await repos.articles.search(q, 'ja', page, 12);
      const took = ms(t);
      byKind.get('all')?.push(took);
      byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    }
    io.out(`\nquery latency ${label}: articles.search(), 12 per page, ${QUERY_RUNS} queries`);
    const result = Object.fromEntries([...byKind].map(([kind, times]) => [kind, stats(times)]));
    for (const [kind, s] of Object.entries(result)) io.out(`  ${kind.padEnd(16)} ${show(s)}`);
    return result;
  };
  const query = await measureQueries('after the build');

  // What the readings cost a query, measured on a loaded machine too: each query's match step
  // with and without its reading phrases, one after the other, so both see the same load.
  const withAnalyser = await loadAnalyser();
  const pairs: { written: number[]; readings: number[] } = { written: [], readings: [] };
  for (const { q, page } of plan) {
    for (const [key, a] of [
      ['written', null],
      ['readings', withAnalyser],
    ] as const) {
      const t = process.hrtime.bigint();
      await findMatches(db, parseQuery(q, a), 'ja', page, 12);
      pairs[key].push(ms(t));
    }
  }
  const readingCost = { written: stats(pairs.written), readings: stats(pairs.readings) };
  io.out('\nmatch step alone, interleaved (the cost of the reading phrases):');
  io.out(`  written words    ${show(readingCost.written)}`);
  io.out(`  with readings    ${show(readingCost.readings)}`);

  // What the loanword table's other spellings (ブルーレイ → Blu-ray) cost the queries that have
  // them, measured the same way: each such query's match step without and with them.
  const spelt = plan.filter(({ q }) => parseQuery(q).some((w) => w.otherSpellings.length > 0));
  const spellingPairs: { without: number[]; with: number[] } = { without: [], with: [] };
  for (const { q, page } of spelt) {
    const words = parseQuery(q, withAnalyser);
    for (const [key, asked] of [
      ['without', words.map((w) => ({ ...w, otherSpellings: [] }))],
      ['with', words],
    ] as const) {
      const t = process.hrtime.bigint();
      await findMatches(db, asked, 'ja', page, 12);
      spellingPairs[key].push(ms(t));
    }
  }
  const spellingCost = {
    queries: spelt.length,
    without: stats(spellingPairs.without),
    with: stats(spellingPairs.with),
  };
  io.out(
    `\nmatch step alone, interleaved, the ${spelt.length} queries with a loanword (its other spellings):`,
  );
  io.out(`  without them     ${show(spellingCost.without)}`);
  io.out(`  with them        ${show(spellingCost.with)}`);

  // A content write: the old entry out, the text changed, the new entry in (as the import does).
  const ids = (await db.selectFrom('articles').select('id').orderBy('id').limit(200).execute()).map(
    (r) => r.id,
  );
  const writes: number[] = [];
  for (const id of ids) {
    const t = process.hrtime.bigint();
    await db.transaction().execute(async (trx) => {
      await removeFromSearchIndex(trx, id);
      await trx
        .updateTable('articles')
        .set({ plain_text: sql`plain_text || ' 追記しました。'` })
        .where('id', '=', id)
        .execute();
      await indexArticle(trx, id);
    });
    writes.push(ms(t));
  }
  const reindexWrite = stats(writes);
  io.out(
    `\nre-index one edited article (remove, update, index; one transaction): ${show(reindexWrite)}`,
  );
  const queryAfterEdits = await measureQueries('after 200 edits');

  // Recall: every article whose folded text contains the word (Japanese words) should be found.
  const texts = new Map(
    (await db.selectFrom('articles').select(['id', 'title', 'plain_text']).execute()).map((r) => [
      r.id,
      foldText(`${r.title}\n${r.plain_text}`),
    ]),
  );
  let expected = 0;
  let found = 0;
  for (const word of [
    ...QUERIES['one character'],
    ...QUERIES['two characters'],
    ...QUERIES['three or more'],
    ...QUERIES.katakana,
  ]) {
    const truth = [...texts].filter(([, t]) => t.includes(foldText(word))).map(([id]) => id);
    const hits = new Set((await findMatches(db, parseQuery(word), 'ja', 1, COUNT)).ids);
    expected += truth.length;
    found += truth.filter((id) => hits.has(id)).length;
  }
  const recall = Number((found / Math.max(1, expected)).toFixed(4));
  io.out(
    `\nrecall of Japanese words vs substring scan: ${recall.toFixed(4)} (${found}/${expected})`,
  );
  if (JSON_OUT) {
    const figures = {
      dialect,
      engine,
      articles: COUNT,
      avgChars,
      insertSeconds,
      buildSeconds,
      analyser,
      indexMB,
      query,
      readingCost,
      spellingCost,
      queryAfterEdits,
      reindexWrite,
      recall,
      recallFound: found,
      recallExpected: expected,
    };
    io.out(JSON.stringify(figures));
  }
} finally {
  await bench.close();
}
