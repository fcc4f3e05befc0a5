import type { Db } from '@tsuzuri/db';

/**
 * How the articles' sitemap is cut into parts (docs/product.md#feeds-and-sitemaps): part n
 * holds the published articles whose id is in ((n − 1) × 2,000, n × 2,000]. An id range, not a
 * position in a list, so a part is read by its range alone (never by reading every article to
 * count its way there), a new article lands in the last part, and a deleted one moves no other
 * article to another part: a crawler's copy of the older parts stays true. 2,000 URLs a part
 * keeps each file far under the protocol's limits (50,000 URLs, 50 MB) and each render short;
 * WordPress's own sitemaps use the same size.
 */
export const SITEMAP_PART_SIZE = 2_000;

/** The part that lists the article with this id. */
export const sitemapPartOf = (id: number): number => Math.floor((id - 1) / SITEMAP_PART_SIZE) + 1;

/** The ids a part covers, both ends included. */
export const sitemapPartIds = (part: number): { first: number; last: number } => ({
  first: (part - 1) * SITEMAP_PART_SIZE + 1,
  last: part * SITEMAP_PART_SIZE,
});

/**
 * The ids of every row with one of these slugs, whatever its status: what articleWriteTags needs
 * to purge the parts that list the slug (each locale's row in its own part, the others as its
 * alternates).
 */
export async function slugRowIds(db: Db, slugs: string[]): Promise<number[]> {
  const rows = await db.selectFrom('articles').select('id').where('slug', 'in', slugs).execute();
  return rows.map((r) => r.id);
}
