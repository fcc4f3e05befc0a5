import type { Db } from '@tsuzuri/db';
import { productWriteTags } from '../cache-tags';
import type { ProductFile } from './product-file';
import { upsertProduct } from './upsert-product';

/** Whether an import folder's file is a product file (JSON; docs/content.md#products). */
export const isProductFile = (file: string) => /\.json$/i.test(file);

/** Writes one parsed product file in its own transaction; returns what changed and its tags. */
export async function importProduct(db: Db, parsed: ProductFile) {
  const { status } = await db.transaction().execute((trx) => upsertProduct(trx, parsed));
  return { status, tags: status === 'unchanged' ? [] : productWriteTags(parsed.slug) };
}
