import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { articleWriteTags } from '../cache-tags';
import { followRename } from './article-changes';
import { categoryUidsOf, fieldsOf, loadArticleRow } from './article-fields';
import { slugRowIds } from '../sitemap-parts';
import type { Actor } from './article-input';
import { EditorialError } from './errors';
import { articlePath } from './paths';
import { recordSlugRedirect } from './redirects';
import { writeRevision } from './revisions';

/**
 * Renames a translation group: every locale's article with slug `from` takes slug `to` (hreflang
 * pairs are by slug, so the group stays paired). Each article that has been public gets a 301
 * from its old path to its new one. The saved article's own version was bumped by its save; its
 * translations get a version and a revision of their own, so an editor who has one open is told.
 * Returns the tags touched (old and new pages, listings, the redirects map).
 */
export async function renameSlugGroup(
  db: Db,
  rename: { from: string; to: string; savedId: number },
  actor: Actor,
  now: Date,
): Promise<string[]> {
  const group = await db
    .selectFrom('articles')
    .select(['id', 'locale', 'status', 'editorial_state', 'category_id'])
    .where('slug', '=', rename.from)
    .execute();
  const locales = group.map((g) => g.locale);
  const clash = await db
    .selectFrom('articles')
    .select('locale')
    .where('slug', '=', rename.to)
    .where('locale', 'in', locales)
    .executeTakeFirst();
  if (clash)
    throw new EditorialError(
      'slug_taken',
      {
        ja: `「${rename.to}」(${clash.locale}) は別の記事が使っています`,
        en: `Another ${clash.locale} article already has the slug “${rename.to}”`,
      },
      'slug',
    );
  // Both slugs' rows: the group's URLs change, and the other slug's rows gain alternates.
  const slugIds = await slugRowIds(db, [rename.from, rename.to]);
  await db
    .updateTable('articles')
    .set({ slug: rename.to })
    .where('slug', '=', rename.from)
    .execute();
  const tags = new Set<string>();
  const at = now.toISOString();
  for (const a of group) {
    if (a.editorial_state === 'published' || a.editorial_state === 'unpublished') {
      await recordSlugRedirect(
        db,
        articlePath(rename.from, a.locale),
        articlePath(rename.to, a.locale),
        now,
      );
      tags.add('redirects');
    }
    if (a.status === 'published') {
      const categoryUids = await categoryUidsOf(db, a.category_id);
      for (const slug of [rename.from, rename.to])
        for (const t of articleWriteTags({ slug, locale: a.locale, categoryUids, slugIds }))
          tags.add(t);
    }
    if (a.id === rename.savedId) continue;
    await followRename(db, a.id, rename.from, rename.to);
    await db
      .updateTable('articles')
      .set({ version: sql`version + 1`, updated_at: at })
      .where('id', '=', a.id)
      .execute();
    const row = await loadArticleRow(db, a.id);
    if (row)
      await writeRevision(db, {
        articleId: a.id,
        version: row.version,
        actor,
        action: 'rename',
        fields: fieldsOf(row),
        at,
      });
  }
  return [...tags];
}
