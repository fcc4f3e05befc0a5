// The search benchmark (npm run bench, via scripts/bench/search.mjs; alone: npx tsx
// packages/content/scripts/bench-search.ts [articles]). A fresh SQLite file in a temp folder,
// 10,000 generated articles, then: index build time, index size, the cost of re-indexing one
// article on a write, query latency of articles.search() (what the search page calls: match,
// rank, count, summaries and snippets) and recall against a plain substring scan.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openDb } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createRepositories } from '../src/repositories';
import { indexArticle, rebuildSearchIndex, removeFromSearchIndex } from '../src/search/index';
import { parseQuery } from '../src/search/query';
import { findMatches } from '../src/search/search';
import { foldText } from '../src/text/normalize';
import { generateArticles, QUERIES } from './bench-search-corpus';

const COUNT = Number(process.argv[2] ?? 10_000);
const QUERY_RUNS = 600;
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const stats = (times: number[]) => {
  const s = [...times].sort((a, b) => a - b);
  return `p50 ${quantile(s, 0.5).toFixed(2)}  p95 ${quantile(s, 0.95).toFixed(2)}  max ${s[s.length - 1].toFixed(2)} ms`;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-bench-search-'));
const db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'bench.sqlite') });
try {
  await migrateToLatest(db, 'sqlite');
  const categories = 24;
  await db.insertInto('categories').values(Array.from({ length: categories }, (_, i) => ({ cid: i + 1, pid: 0, uid: `c${i + 1}`, sort_order: i }))).execute();
  await db.insertInto('category_translations').values(Array.from({ length: categories }, (_, i) => ({ cid: i + 1, locale: 'ja', name: `カテゴリ${i + 1}`, description: null }))).execute();

  const articles = generateArticles(COUNT, categories);
  let started = process.hrtime.bigint();
  await db.transaction().execute(async (trx) => {
    for (const a of articles) {
      await trx
        .insertInto('articles')
        .values({
          slug: a.slug, locale: 'ja', title: a.title, description: '', keywords: '', body_source: '', body_html: '',
          toc_json: '[]', thumbnail: null, plain_text: a.plainText, author_id: null, category_id: a.categoryIndex + 1,
          status: 'published', published_at: a.publishedAt, updated_at: a.publishedAt, content_hash: a.slug,
        })
        .execute();
    }
  });
  const avgChars = Math.round(articles.reduce((n, a) => n + a.plainText.length, 0) / articles.length);
  console.log(`\nsearch benchmark: ${COUNT} generated articles (~${avgChars} characters each), SQLite FTS5, inserted in ${(ms(started) / 1000).toFixed(1)} s`);

  started = process.hrtime.bigint();
  const indexed = await db.transaction().execute((trx) => rebuildSearchIndex(trx));
  console.log(`index build: ${indexed} articles in ${(ms(started) / 1000).toFixed(2)} s (tokenize + insert + optimize)`);
  const size = await sql<{ bytes: number }>`select sum(pgsize) as bytes from dbstat where name like 'article_search%'`.execute(db);
  console.log(`index size: ${(Number(size.rows[0]?.bytes ?? 0) / 1024 / 1024).toFixed(1)} MB`);

  const repos = createRepositories(db, 'ja');
  const kinds = Object.entries(QUERIES);
  const plan = Array.from({ length: QUERY_RUNS }, (_, i) => {
    const [kind, list] = kinds[i % kinds.length];
    return { kind, q: list[Math.floor(i / kinds.length) % list.length], page: i % 5 === 4 ? 2 + (i % 3) : 1 };
  });
  const measureQueries = async (label: string) => {
    for (const { q } of plan.slice(0, 50)) await repos.articles.search(q, 'ja', 1, 12); // warm up
    const byKind = new Map<string, number[]>([['all', []]]);
    for (const { kind, q, page } of plan) {
      const t = process.hrtime.bigint();
      await repos.articles.search(q, 'ja', page, 12);
      const took = ms(t);
      byKind.get('all')?.push(took);
      byKind.set(kind, [...(byKind.get(kind) ?? []), took]);
    }
    console.log(`\nquery latency ${label}: articles.search(), 12 per page, ${QUERY_RUNS} queries`);
    for (const [kind, times] of byKind) console.log(`  ${kind.padEnd(16)} ${stats(times)}`);
  };
  await measureQueries('after the build');

  // A content write: the old entry out, the text changed, the new entry in (as the import does).
  const ids = (await db.selectFrom('articles').select('id').orderBy('id').limit(200).execute()).map((r) => r.id);
  const writes: number[] = [];
  for (const id of ids) {
    const t = process.hrtime.bigint();
    await db.transaction().execute(async (trx) => {
      await removeFromSearchIndex(trx, id);
      await trx.updateTable('articles').set({ plain_text: sql`plain_text || ' 追記しました。'` }).where('id', '=', id).execute();
      await indexArticle(trx, id);
    });
    writes.push(ms(t));
  }
  console.log(`\nre-index one edited article (remove, update, index; one transaction): ${stats(writes)}`);
  await measureQueries('after 200 edits');

  // Recall: every article whose folded text contains the word (Japanese words) should be found.
  const texts = new Map(
    (await db.selectFrom('articles').select(['id', 'title', 'plain_text']).execute()).map((r) => [r.id, foldText(`${r.title}\n${r.plain_text}`)]),
  );
  let expected = 0;
  let found = 0;
  for (const word of [...QUERIES['one character'], ...QUERIES['two characters'], ...QUERIES['three or more'], ...QUERIES.katakana]) {
    const truth = [...texts].filter(([, t]) => t.includes(foldText(word))).map(([id]) => id);
    const hits = new Set((await findMatches(db, parseQuery(word), 'ja', 1, COUNT)).ids);
    expected += truth.length;
    found += truth.filter((id) => hits.has(id)).length;
  }
  console.log(`\nrecall of Japanese words vs substring scan: ${(found / Math.max(1, expected)).toFixed(4)} (${found}/${expected})`);
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
