'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { type ProductInput, saveProduct } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';

/** Which product an edit opened and the version it started from (absent when creating). */
const EditSchema = z
  .object({
    slug: z.string().max(80),
    baseVersion: z.string().regex(/^[0-9a-f]{64}$/),
  })
  .strict()
  .nullable();

/**
 * Creates (`edit` null) or saves a product, then purges its page, every page with a promo box
 * or the product list, and the sitemap, on every instance, before answering: the public pages
 * show the change on the next request. A refused save changed nothing and is not audited.
 */
export const saveProductAction = staffAnswerAction(
  'products.edit',
  async (
    ctx,
    edit: { slug: string; baseVersion: string } | null,
    input: ProductInput,
  ): Promise<ActionResult<{ slug: string; version: string }>> => {
    const result = await answer(async () => {
      const opened = EditSchema.parse(edit);
      const db = await getDb();
      const saved = await saveProduct(db, input, opened ?? undefined, (trx, done) =>
        ctx.audit(
          {
            action: opened ? 'products.edit' : 'products.create',
            target: `product:${done.slug}`,
            details: {
              version: done.version,
              plans: (input.plans ?? []).map((p) => `${p.code}:${p.priceJpy}`),
            },
          },
          trx,
        ),
      );
      await purgeCacheTags(saved.tags);
      return { slug: saved.slug, version: saved.version };
    });
    if (!result.ok) ctx.audited();
    return result;
  },
);
