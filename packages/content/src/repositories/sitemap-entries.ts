import type { Db } from '@tsuzuri/db';
import { storedImageSources } from '../html/images';

/** One published article as the sitemap lists it (articles.sitemapEntries). */
export type SitemapEntry = {
  slug: string;
  locale: string;
  updatedAt: string;
  listed: boolean;
  /** Its category's uid and that category's parent's: the category pages that list it. */
  categoryUids: string[];
  images: string[];
};

/** Bodies read a batch at a time: only their image URLs are kept, never every body at once. */
const BODY_BATCH = 500;

export async function imagesById(db: Db): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  for (let after = 0; ; ) {
    const batch = await db
      .selectFrom('articles')
      .select(['id', 'body_html'])
      .where('status', '=', 'published')
      .where('id', '>', after)
      .orderBy('id')
      .limit(BODY_BATCH)
      .execute();
    for (const row of batch) out.set(row.id, storedImageSources(row.body_html));
    if (batch.length < BODY_BATCH) return out;
    after = batch[batch.length - 1].id;
  }
}
