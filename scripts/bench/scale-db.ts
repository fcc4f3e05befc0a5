// One step of the scale benchmark (scale.mjs): grows the database that DATA_DIR or DATABASE_URL
// names to <target> articles and measures what needs no site. Alone:
//   DATA_DIR=/tmp/x npx tsx scripts/bench/scale-db.ts 1000 --json
// - a fresh database gets the demo content (the seed: categories, authors, products, 65 articles);
// - up to BENCH_SCALE_PIPELINE_MAX articles (10,000) come through the import pipeline (Markdown
//   files → HTML pipeline → rows → search index with readings, one transaction per file), timed;
// - beyond it, rows are bulk-inserted (500 per insert) and indexed with indexArticle, the import's
//   own index write, 500 per transaction: the pipeline's rate says what a full import would take;
// - then search p95 (articles.search, as the search page calls it) and the database's size.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { siteConfig } from '@tsuzuri/config';
import { contentRepositories } from '@tsuzuri/content/repositories';
import { dayOf, OPTIMIZE_ON_OPEN, refreshPlannerStatistics } from '@tsuzuri/db';
import { indexArticle, loadAnalyser } from '@tsuzuri/content/search';
import { importDirectories, openMigratedDb, seedDatabase } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';
import { generateArticles, QUERIES } from './bench-search-corpus';
import { AUTHOR, slugOf, toMarkdown, toRow } from './scale-corpus';

const io = terminalOutput();
const target = Number(process.argv[2]);
if (!Number.isInteger(target) || target < 1) throw new Error('usage: scale-db.ts <articles>');
const PIPELINE_MAX = Number(process.env.BENCH_SCALE_PIPELINE_MAX ?? 10_000);
const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;

/** Articles read on a day of the window: a third of the site's, at most this many. */
const READ_A_DAY_MAX = 10_000;

const { db, target: where } = await openMigratedDb();

/**
 * Readers' views for the window (30 days), as ingestion rolls them up: every day a third of the
 * published articles are read (at most READ_A_DAY_MAX), a few views each. Without them the
 * popular lists had nothing to rank, and their cost at scale went unmeasured. Written anew at
 * each size; returns the rows written.
 */
async function fillReadersViews(): Promise<number> {
  const ids = (
    await db
      .selectFrom('articles')
      .select('id')
      .where('status', '=', 'published')
      .where('category_id', 'is not', null)
      .orderBy('id')
      .execute()
  ).map((r) => r.id);
  const read = ids.filter((_, i) => i % 3 === 0).slice(0, READ_A_DAY_MAX);
  const today = Date.now();
  const days = Array.from({ length: 30 }, (_, d) => dayOf(new Date(today - d * 86_400_000)));
  await db
    .deleteFrom('article_views_daily')
    .where('day', '>=', days[days.length - 1])
    .execute();
  const rows = days.flatMap((day, d) =>
    read.map((id) => ({ article_id: id, day, views: 1 + ((id * 7 + d) % 13) })),
  );
  for (let k = 0; k < rows.length; k += 2_000)
    await db
      .insertInto('article_views_daily')
      .values(rows.slice(k, k + 2_000))
      .execute();
  return rows.length;
}
try {
  const count = async () =>
    Number(
      (
        await db
          .selectFrom('articles')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  if ((await count()) === 0) await seedDatabase(db);
  const seeded = await count();
  const generatedBefore = Number(
    (
      await db
        .selectFrom('articles')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('slug', 'like', 'scale-%')
        .executeTakeFirstOrThrow()
    ).n,
  );
  const demo = seeded - generatedBefore;
  const wanted = Math.max(0, target - demo);
  // The leaf categories of the demo tree: generated articles spread over them as real ones do.
  const leaves = await db
    .selectFrom('categories as c')
    .select(['c.cid', 'c.uid'])
    .where('c.pid', '!=', 0)
    .orderBy('c.cid')
    .execute();
  const author = await db
    .selectFrom('authors')
    .select('id')
    .where('slug', '=', AUTHOR)
    .executeTakeFirst();
  const articles = generateArticles(wanted, leaves.length).slice(generatedBefore);
  const figures: Record<string, unknown> = { dialect: where.dialect, articles: target, demo };

  await loadAnalyser(); // once per process, as a running site or importer pays it once
  let started = process.hrtime.bigint();
  const upToPipeline = Math.max(0, Math.min(wanted, PIPELINE_MAX) - generatedBefore);
  if (upToPipeline > 0) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-scale-'));
    try {
      articles.slice(0, upToPipeline).forEach((a, k) => {
        const i = generatedBefore + k;
        fs.writeFileSync(
          path.join(dir, `${slugOf(i)}.md`),
          toMarkdown(a, i, leaves[a.categoryIndex].uid),
        );
      });
      started = process.hrtime.bigint();
      const report = await importDirectories(db, [dir]);
      const failed = report.files.filter((f) => f.status === 'error');
      if (failed.length)
        throw new Error(`import: ${failed.length} failed, e.g. ${JSON.stringify(failed[0])}`);
      figures.pipeline = { articles: upToPipeline, seconds: seconds(started) };
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }
  const bulk = articles.slice(upToPipeline);
  if (bulk.length) {
    started = process.hrtime.bigint();
    for (let k = 0; k < bulk.length; k += 500) {
      await db.transaction().execute(async (trx) => {
        const rows = bulk.slice(k, k + 500).map((a, j) => {
          const i = generatedBefore + upToPipeline + k + j;
          return toRow(a, i, leaves[a.categoryIndex].cid, author?.id ?? null);
        });
        const ids = await trx.insertInto('articles').values(rows).returning('id').execute();
        for (const { id } of ids) await indexArticle(trx, id);
      });
    }
    figures.bulk = { articles: bulk.length, seconds: seconds(started) };
  }
  figures.views = await fillReadersViews();
  if (where.dialect === 'postgres') await sql`analyze`.execute(db);
  // As a site's connection does on open after the fill: every index read in full (connection.ts).
  else await refreshPlannerStatistics(db, OPTIMIZE_ON_OPEN);

  const repos = contentRepositories(db, { fallbackLocale: 'ja' });
  // The rankings' refresh, as the web server runs it at start and every few minutes: the one
  // place the window's views are summed (packages/content/src/repositories/popularity.ts). The
  // first run reads a cold database (right after the fill and its analysis: 536 ms at 100,000
  // against 256–288 ms after, and 2,390 ms once); the figure is the median of the three after it.
  const refreshMs: number[] = [];
  for (let r = 0; r < 4; r++) {
    started = process.hrtime.bigint();
    await repos.articles.refreshPopularity();
    refreshMs.push(seconds(started) * 1000);
  }
  figures.popularityRefreshFirstMs = refreshMs[0];
  figures.popularityRefreshMs = refreshMs.slice(1).sort((a, b) => a - b)[1];

  // Search p95 as the search page calls it, over the search benchmark's query mix.
  const queries = Object.values(QUERIES).flat();
  for (const q of queries) await repos.articles.search(q, 'ja', 1, 12);
  const times: number[] = [];
  for (let r = 0; r < 4; r++)
    for (const q of queries) {
      const t = process.hrtime.bigint();
      await repos.articles.search(q, 'ja', 1 + (r % 2), 12);
      times.push(seconds(t) * 1000);
    }
  times.sort((a, b) => a - b);
  figures.searchP50 = times[Math.floor(times.length * 0.5)];
  figures.searchP95 = times[Math.floor(times.length * 0.95)];

  // A listing's last page, as `/by-latest/<n>` and `/by-popularity/<n>` ask it (the site's page
  // size): its cost must not grow with the pages before it (migration 0028). Median of 7.
  const perPage = siteConfig().pageSize;
  const { pageCount } = await repos.articles.list({
    locale: 'ja',
    order: 'latest',
    page: 1,
    perPage,
  });
  const lastPageMs: Record<string, number> = {};
  for (const order of ['latest', 'popular'] as const) {
    const ms: number[] = [];
    for (let r = 0; r < 7; r++) {
      const t = process.hrtime.bigint();
      await repos.articles.list({ locale: 'ja', order, page: pageCount, perPage });
      ms.push(seconds(t) * 1000);
    }
    lastPageMs[order] = ms.sort((a, b) => a - b)[3];
  }
  figures.lastPageMs = lastPageMs;

  figures.dbBytes =
    where.dialect === 'postgres'
      ? Number(
          (await sql<{ n: string }>`select pg_database_size(current_database()) as n`.execute(db))
            .rows[0].n,
        )
      : Number(
          (
            await sql<{
              n: number;
            }>`select page_count * page_size as n from pragma_page_count(), pragma_page_size()`.execute(
              db,
            )
          ).rows[0].n,
        );
  figures.total = await count();
  io.out(JSON.stringify(figures));
} finally {
  await db.destroy();
}
