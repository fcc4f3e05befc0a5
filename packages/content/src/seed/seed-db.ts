import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '@tsuzuri/db';
import { importDirectories, type ImportReport } from '../import/import-dir';
import { seedAuthors } from './authors';
import { type SeedCategory, seedCategories } from './categories';

/**
 * packages/content/seed, found by walking up from this module's folder: from the sources
 * (packages/content/src/seed) and from a bundle of them elsewhere in the repository (the
 * operator's commands as the tests run them, apps/cli/dist: scripts/lib/bundles.mjs).
 */
function seedRoot(): string {
  const start = path.dirname(fileURLToPath(import.meta.url));
  for (let dir = start; ; dir = path.dirname(dir)) {
    const seed = path.join(dir, 'packages', 'content', 'seed');
    if (fs.existsSync(seed)) return seed;
    if (path.dirname(dir) === dir)
      throw new Error(`packages/content/seed not found above ${start}`);
  }
}

// Found once: every command imports this module, and a seed reads its folders several times.
const SEED_ROOT = seedRoot();
const seedDir = (d: string) => path.join(SEED_ROOT, d);
export const SEED_CONTENT_DIRS = ['articles', 'pages', 'products'].map(seedDir);

/**
 * Only the demo products: for a site whose content predates products (its articles are the
 * editor's and stay untouched), so its promo boxes still have a product to show.
 */
export function seedProducts(db: Db): Promise<ImportReport> {
  return importDirectories(db, [seedDir('products')]);
}

async function upsertCategory(
  db: Db,
  c: SeedCategory,
  pid: number,
  sortOrder: number,
): Promise<void> {
  await db
    .insertInto('categories')
    .values({ cid: c.cid, pid, uid: c.uid, sort_order: sortOrder })
    .onConflict((oc) => oc.column('cid').doUpdateSet({ pid, uid: c.uid, sort_order: sortOrder }))
    .execute();
  for (const locale of ['ja', 'en'] as const) {
    const row = { name: c.name[locale], description: c.description?.[locale] ?? null };
    await db
      .insertInto('category_translations')
      .values({ cid: c.cid, locale, ...row })
      .onConflict((oc) => oc.columns(['cid', 'locale']).doUpdateSet(row))
      .execute();
  }
  for (const [i, child] of (c.children ?? []).entries())
    await upsertCategory(db, child, c.cid, i + 1);
}

/** A stable, article-specific demo view count, so the popularity lists look lived-in. */
function demoViews(slug: string): number {
  const n = createHash('sha1').update(slug).digest().readUInt32BE(0);
  return 40 + (n % 4000);
}

/**
 * Seeds the category tree, the authors and the demo articles; safe to run again (upserts, and
 * the import skips unchanged files). View counts are only filled where none were recorded.
 */
export async function seedDatabase(db: Db): Promise<ImportReport> {
  await db.transaction().execute(async (trx) => {
    for (const [i, c] of seedCategories.entries()) await upsertCategory(trx, c, 0, i + 1);
    for (const a of seedAuthors) {
      await trx
        .insertInto('authors')
        .values({ slug: a.slug, avatar: a.avatar })
        .onConflict((oc) => oc.column('slug').doUpdateSet({ avatar: a.avatar }))
        .execute();
      const { id } = await trx
        .selectFrom('authors')
        .select('id')
        .where('slug', '=', a.slug)
        .executeTakeFirstOrThrow();
      for (const [locale, p] of Object.entries(a.profile)) {
        await trx
          .insertInto('author_translations')
          .values({ author_id: id, locale, name: p.name, bio: p.bio })
          .onConflict((oc) =>
            oc.columns(['author_id', 'locale']).doUpdateSet({ name: p.name, bio: p.bio }),
          )
          .execute();
      }
    }
  });
  const report = await importDirectories(db, SEED_CONTENT_DIRS);
  const unviewed = await db
    .selectFrom('articles')
    .select(['id', 'slug'])
    .where('view_count', '=', 0)
    .execute();
  for (const a of unviewed) {
    await db
      .updateTable('articles')
      .set({ view_count: demoViews(a.slug) })
      .where('id', '=', a.id)
      .execute();
  }
  return report;
}
