'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import {
  type ChangeDecision,
  discardArticleChanges,
  publishArticleChanges,
} from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { type ActionResult, answer } from './action-result';
import { staffAnswerAction } from './script-actions';
import type { StaffContext } from './staff-context';

const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, name: ctx.staff.name });

/**
 * 「変更を公開」: a published article's unpublished change goes live through the ordinary save
 * (docs/product.md#unpublished-changes); its pages are purged on every instance.
 */
export const publishChangesAction = staffAnswerAction(
  'articles.publish',
  async (ctx, input: ChangeDecision): Promise<ActionResult<{ version: number }>> =>
    answer(async () => {
      const saved = await publishArticleChanges(await getDb(), input, actorOf(ctx));
      await ctx.audit({
        action: 'articles.publish_changes',
        target: `article:${saved.id}`,
        details: { version: saved.version },
      });
      await purgeCacheTags(saved.tags);
      return { version: saved.version };
    }),
);

/** 「変更を破棄」: the change is thrown away; the public article never moved, nothing to purge. */
export const discardChangesAction = staffAnswerAction(
  'articles.edit',
  async (ctx, input: ChangeDecision): Promise<ActionResult<{ version: number }>> =>
    answer(async () => {
      const done = await discardArticleChanges(await getDb(), input, actorOf(ctx));
      await ctx.audit({
        action: 'articles.discard_changes',
        target: `article:${input.id}`,
        details: { version: done.version },
      });
      return done;
    }),
);
