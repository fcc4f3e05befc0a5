import type { Db } from '@tsuzuri/db';
import { storedImagesJson } from '../html/images';

/** Bodies read a batch at a time: never every body at once. */
const BODY_BATCH = 500;

/**
 * Migration 0021's data step (and after loading an export written before it): every article's
 * `body_images` filled from its stored HTML. From then on each writer keeps it with body_html.
 */
export async function fillBodyImages(db: Db): Promise<void> {
  for (let after = 0; ; ) {
    const batch = await db
      .selectFrom('articles')
      .select(['id', 'body_html'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BODY_BATCH)
      .execute();
    for (const row of batch)
      await db
        .updateTable('articles')
        .set({ body_images: storedImagesJson(row.body_html) })
        .where('id', '=', row.id)
        .execute();
    if (batch.length < BODY_BATCH) return;
    after = batch[batch.length - 1].id;
  }
}

/** The stored column, read back; a damaged value lists no images rather than failing the sitemap. */
export function parseBodyImages(json: string): string[] {
  try {
    const list: unknown = JSON.parse(json);
    return Array.isArray(list) ? list.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}
