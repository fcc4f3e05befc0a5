/**
 * The site's database as a whole: the one migrate function every caller uses (CLIs, tests, set-up),
 * which hands @tsuzuri/db's migrations the data steps that need this package's code, and the
 * same for an import of an export file.
 */
import { type Db, type Dialect, databaseTarget, openDb } from '@tsuzuri/db';
import { type DataSteps, migrateToLatest } from '@tsuzuri/db/migrate';
import { importFromFile, type ImportSummary } from '@tsuzuri/db/transfer';
import { siteWriteTags } from './cache-tags';
import { rerenderAllArticles } from './rerender';
import { siteConfig } from '@tsuzuri/config';
import { fillBodyImages } from './repositories/body-images';
import { writePopularity } from './repositories/popularity';
import { rebuildSearchIndex } from './search/index';

const dataSteps: DataSteps = {
  // The index 0003 made is remade by 0013 (which always runs after it, in the same migration
  // run on a site that lacks both), and filled by 0013's step: written for today's columns.
  '0003_search': async () => {},
  '0010_rerender_article_html': rerenderAllArticles,
  // The readings beside the bigrams: every entry is written again (decision 0018).
  '0013_search_readings': (db) => rebuildSearchIndex(db as unknown as Db),
  // Each body's images beside it, for the image sitemaps (migration 0021).
  '0021_article_body_images': (db) => fillBodyImages(db as unknown as Db),
  // The span tokens (tokenize.ts, withSpans): every entry is written again.
  '0024_search_spans': (db) => rebuildSearchIndex(db as unknown as Db),
  // The ranking 0027 made is given its listing columns by 0031 (which always runs after it) and
  // filled by 0031's step: written for today's columns.
  '0027_popularity_ranking': async () => {},
  // The views a site already has, ranked: its lists keep their order from the first render.
  '0031_popularity_listing_columns': (db) =>
    writePopularity(db as unknown as Db, siteConfig().popularWindowDays),
};

/** Brings the schema and the data it derives up to date; returns the migrations applied. */
export function migrateSite(db: Db, dialect: Dialect): Promise<string[]> {
  return migrateToLatest(db, dialect, dataSteps);
}

/** Opens the configured database and migrates it, so every command works on a fresh checkout. */
export async function openMigratedDb() {
  const target = databaseTarget();
  const db = await openDb(target);
  const applied = await migrateSite(db, target.dialect);
  return { db, target, applied };
}

/**
 * Loads an export file into an empty, migrated database, then rebuilds the search index. Returns
 * with the summary the cache tags it touched: every page of the locales it brought (siteWriteTags).
 */
export async function importSiteFromFile(
  db: Db,
  file: string,
): Promise<ImportSummary & { tags: string[] }> {
  // An export written before migration 0021 has no body_images: filled from the bodies loaded.
  const summary = await importFromFile(db, file, async (loaded) => {
    await fillBodyImages(loaded);
    await writePopularity(loaded, siteConfig().popularWindowDays);
    return rebuildSearchIndex(loaded);
  });
  const locales = await db.selectFrom('articles').select('locale').distinct().execute();
  return { ...summary, tags: siteWriteTags(locales.map((r) => r.locale)) };
}

export { importDirectories, type ImportReport, type PublishedArticle } from './import/import-dir';
export { seedDatabase, seedProducts } from './seed/seed-db';
export { RESERVED_SLUGS } from './import/upsert-article';
