'use server';

import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import {
  type ArticleInput,
  type ChangeInfo,
  changeArticleState,
  compareRevisions,
  type Editing,
  type FieldChange,
  heartbeat,
  listRevisions,
  pathSegmentProblem,
  previewLink,
  restoreRevision,
  type Revision,
  saveArticle,
  type TransitionInput,
} from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { z } from 'zod';
import { type ActionResult, answer } from './action-result';
import { scriptRefusal, staffAnswerAction, staffForScript } from './script-actions';
import { consoleLocale } from './locale';
import type { StaffContext } from './staff-context';

const Id = z.number().int().positive();
const actorOf = (ctx: StaffContext) => ({ id: ctx.staff.id, name: ctx.staff.name });

/**
 * Saves (creates or updates) an article; a published one's save is kept as its unpublished
 * change (`change`), which publishChangesAction puts live.
 */
export const saveArticleAction = staffAnswerAction(
  'articles.edit',
  async (
    ctx,
    input: ArticleInput,
  ): Promise<ActionResult<{ id: number; version: number; change: ChangeInfo | null }>> =>
    answer(async () => {
      const db = await getDb();
      const saved = await saveArticle(db, input, actorOf(ctx));
      await ctx.audit({
        action: saved.created ? 'articles.create' : 'articles.edit',
        target: `article:${saved.id}`,
        details: {
          version: saved.version,
          slug: input.slug,
          locale: input.locale,
          ...(saved.change ? { unpublished: true } : {}),
        },
      });
      await purgeCacheTags(saved.tags);
      return { id: saved.id, version: saved.version, change: saved.change };
    }),
);

/** Draft, schedule (publishAt in the future), publish or unpublish. */
export const changeStateAction = staffAnswerAction(
  'articles.publish',
  async (ctx, input: TransitionInput): Promise<ActionResult<{ version: number }>> =>
    answer(async () => {
      const db = await getDb();
      const changed = await changeArticleState(db, input, actorOf(ctx));
      await ctx.audit({
        action: `articles.${input.to}`,
        target: `article:${input.id}`,
        details: {
          version: changed.version,
          ...('publishAt' in input ? { publishAt: input.publishAt } : {}),
        },
      });
      await purgeCacheTags(changed.tags);
      return { version: changed.version };
    }),
);

/** A fresh signed preview link (the article at its real URL, never cached, noindex). */
export async function previewLinkAction(id: number): Promise<ActionResult<string>> {
  const refusal = await scriptRefusal('articles.view');
  if (refusal) return refusal;
  return answer(async () => previewLink(await getDb(), Id.parse(id)));
}

/** "I am here": returns the other editors who have this article open. Not a write: not audited. */
// Presence is bookkeeping, not an editorial change: it is guarded but not audited (a row every
// 15 s per open article would bury the log). The reads below are guarded the same way.
export async function heartbeatAction(id: number): Promise<Editing[]> {
  const staff = await staffForScript('articles.edit');
  if (!staff) return []; // signed out: the next save says so (script-actions.ts)
  return heartbeat(await getDb(), Id.parse(id), { id: staff.id, name: staff.name });
}

export async function listRevisionsAction(id: number): Promise<Omit<Revision, 'fields'>[]> {
  if (!(await staffForScript('articles.view'))) return [];
  return listRevisions(await getDb(), Id.parse(id));
}

export async function compareRevisionsAction(
  id: number,
  a: number,
  b: number,
): Promise<ActionResult<FieldChange[]>> {
  const refusal = await scriptRefusal('articles.view');
  if (refusal) return refusal;
  return answer(async () =>
    compareRevisions(await getDb(), Id.parse(id), Id.parse(a), Id.parse(b)),
  );
}

/** Writes an old revision back as a new save (history only grows). */
export const restoreRevisionAction = staffAnswerAction(
  'articles.edit',
  async (
    ctx,
    id: number,
    version: number,
    baseVersion: number,
  ): Promise<ActionResult<{ version: number; change: ChangeInfo | null }>> =>
    answer(async () => {
      const db = await getDb();
      const saved = await restoreRevision(
        db,
        { articleId: Id.parse(id), version: Id.parse(version), baseVersion: Id.parse(baseVersion) },
        actorOf(ctx),
      );
      await ctx.audit({
        action: 'articles.restore',
        target: `article:${id}`,
        details: { from: version, version: saved.version },
      });
      await purgeCacheTags(saved.tags);
      return { version: saved.version, change: saved.change };
    }),
);

/**
 * The slug field's live check, with the save's own rule (pathSegmentProblem: format, the site's
 * reserved paths, category paths): null when usable. A slug taken by another article of the same
 * locale is still refused by the save itself (slug_taken), since it can change in between.
 */
export async function slugProblemAction(slug: string): Promise<string | null> {
  if (!(await staffForScript('articles.view'))) return null; // the save itself still checks
  const problem = await pathSegmentProblem(
    await getDb(),
    z.string().max(200).parse(slug).trim(),
    'article',
  );
  return problem?.[await consoleLocale()] ?? null;
}
