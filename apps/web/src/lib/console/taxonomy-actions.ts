'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import {
  type AuthorInput,
  type CategoryInput,
  createAuthor,
  createCategory,
  deleteCategory,
  reorderCategories,
  updateAuthor,
  updateCategory,
} from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';

const Id = z.number().int().positive();

/** Adds (cid absent) or edits a category; the navigation of every page is purged. */
export const saveCategoryAction = staffAnswerAction(
  'categories.edit',
  async (ctx, cid: number | null, input: CategoryInput): Promise<ActionResult<number>> =>
    answer(async () => {
      const db = await getDb();
      const saved =
        cid === null
          ? await createCategory(db, input)
          : { cid: Id.parse(cid), tags: await updateCategory(db, Id.parse(cid), input) };
      await ctx.audit({
        action: cid === null ? 'categories.create' : 'categories.edit',
        target: `category:${saved.cid}`,
        details: { uid: input.uid },
      });
      await purgeCacheTags(saved.tags);
      return saved.cid;
    }),
);

/** The navigation order of one parent's children (0: the top level). */
export const reorderCategoriesAction = staffAnswerAction(
  'categories.edit',
  async (ctx, parent: number, cids: number[]): Promise<ActionResult<null>> =>
    answer(async () => {
      const tags = await reorderCategories(
        await getDb(),
        z.number().int().min(0).parse(parent),
        z.array(Id).max(500).parse(cids),
      );
      await ctx.audit({
        action: 'categories.reorder',
        target: `category:${parent}`,
        details: { order: cids },
      });
      await purgeCacheTags(tags);
      return null;
    }),
);

/** Deletes a category nobody uses (no sub-category, no article of any state); its page goes. */
export const deleteCategoryAction = staffAnswerAction(
  'categories.edit',
  async (ctx, cid: number): Promise<ActionResult<null>> =>
    answer(async () => {
      const deleted = await deleteCategory(await getDb(), Id.parse(cid));
      await ctx.audit({
        action: 'categories.delete',
        target: `category:${cid}`,
        details: { uid: deleted.uid },
      });
      await purgeCacheTags(deleted.tags);
      return null;
    }),
);

/** Adds (id absent) or edits an author: slug, avatar, name and bio per locale. */
export const saveAuthorAction = staffAnswerAction(
  'authors.edit',
  async (ctx, id: number | null, input: AuthorInput): Promise<ActionResult<number>> =>
    answer(async () => {
      const db = await getDb();
      const savedId = id === null ? await createAuthor(db, input) : Id.parse(id);
      const tags = id === null ? [] : await updateAuthor(db, savedId, input);
      await ctx.audit({
        action: id === null ? 'authors.create' : 'authors.edit',
        target: `author:${savedId}`,
        details: { slug: input.slug },
      });
      await purgeCacheTags(tags);
      return savedId;
    }),
);
