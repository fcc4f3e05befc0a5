// What the scale table's pages ask the database, timed and explained: the repository calls of
// home, a category page (/dvd), an article and the sitemap, on a database the scale benchmark
// kept (BENCH_SCALE_KEEP=1). Every statement with its time (the best of three runs); the plan of
// each one slower than SCALE_EXPLAIN_MS (default 1 ms): SQLite's EXPLAIN QUERY PLAN, PostgreSQL's
// EXPLAIN ANALYZE.
//   DATA_DIR=/tmp/tsuzuri-scale-x/sqlite npx tsx scripts/bench/scale-explain.ts
//   DATABASE_URL=postgres://postgres@127.0.0.1:3201/tsuzuri npx tsx scripts/bench/scale-explain.ts
import type { CompiledQuery, KyselyPlugin, QueryId, RootOperationNode } from 'kysely';
import { contentRepositories } from '@tsuzuri/content/repositories';
import { databaseTarget, openDb } from '@tsuzuri/db';
import { terminalOutput } from '@tsuzuri/text/terminal';

const io = terminalOutput();
const slowMs = Number(process.env.SCALE_EXPLAIN_MS ?? 1);
const target = databaseTarget();
const plain = await openDb(target);

type Seen = { node: RootOperationNode; id: QueryId; ms: number };
let seen: Seen[] = [];
const started = new Map<QueryId, { node: RootOperationNode; at: number }>();
const timing: KyselyPlugin = {
  transformQuery({ node, queryId }) {
    started.set(queryId, { node, at: performance.now() });
    return node;
  },
  async transformResult({ result, queryId }) {
    const s = started.get(queryId);
    if (s) seen.push({ node: s.node, id: queryId, ms: performance.now() - s.at });
    return result;
  },
};
const db = plain.withPlugin(timing);
const repos = contentRepositories(db, { fallbackLocale: 'ja' });

async function plan(q: CompiledQuery): Promise<string> {
  const prefix = target.dialect === 'postgres' ? 'explain (analyze)' : 'explain query plan';
  const r = await plain.executeQuery({ ...q, sql: `${prefix} ${q.sql}` });
  return r.rows
    .map((row) => {
      const o = row as Record<string, unknown>;
      return `    ${String(o.detail ?? o['QUERY PLAN'] ?? JSON.stringify(o))}`;
    })
    .join('\n');
}

const category = (await repos.categories.byUid('dvd', 'ja'))!;
const ids = await repos.categories.idsWithChildren(category.cid);
const article = (await repos.articles.bySlug('best-free-dvd-software', 'ja'))!;
const SITEMAP_SCOPE = { locales: ['ja', 'en'], excludedSlugs: [] };
const calls: Record<string, () => Promise<unknown>> = {
  'sidebar latest (top 5)': () => repos.articles.top({ locale: 'ja', order: 'latest', perPage: 5 }),
  'sidebar/home popular (top)': () =>
    repos.articles.top({ locale: 'ja', order: 'popular', perPage: 12 }),
  'home latest (top)': () => repos.articles.top({ locale: 'ja', order: 'latest', perPage: 12 }),
  'category /dvd page 1': () =>
    repos.articles.list({ locale: 'ja', order: 'latest', page: 1, perPage: 12, categoryIds: ids }),
  'article bySlug': () => repos.articles.bySlug('best-free-dvd-software', 'ja'),
  'article localesOf': () => repos.articles.localesOf('best-free-dvd-software'),
  'article related': () =>
    repos.articles.top({
      locale: 'ja',
      order: 'latest',
      perPage: 6,
      categoryIds: article.category ? [article.category.cid] : [],
      excludeSlugs: [article.slug],
    }),
  'sitemap index (parts)': () => repos.sitemap.articleParts(SITEMAP_SCOPE),
  'sitemap categories (dates)': () => repos.sitemap.categoryDates(SITEMAP_SCOPE),
  'sitemap articles part 1': () => repos.sitemap.articlePart(1, SITEMAP_SCOPE),
};

for (const [name, call] of Object.entries(calls)) {
  let best: Seen[] | null = null;
  let bestTotal = Number.POSITIVE_INFINITY;
  for (let run = 0; run < 3; run++) {
    seen = [];
    const t = performance.now();
    await call();
    const total = performance.now() - t;
    if (total < bestTotal) [best, bestTotal] = [seen, total];
  }
  io.out(`\n${target.dialect} · ${name}: ${bestTotal.toFixed(1)} ms, ${best!.length} statement(s)`);
  for (const s of best!) {
    const q = plain.getExecutor().compileQuery(s.node, s.id);
    io.out(`  ${s.ms.toFixed(1)} ms  ${q.sql.slice(0, 400)}`);
    if (s.ms >= slowMs && !q.sql.includes('body_html" from')) io.out(await plan(q));
  }
}
await plain.destroy();
