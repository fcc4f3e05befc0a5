import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import { containsText, type Db, type EditorialState } from '@tsuzuri/db';
import { loadArticleChange } from './article-changes';
import type { ChangeInfo } from './save-result';
import { fieldsOf, loadArticleRow, type RevisionFields } from './article-fields';
import { idByKey } from './save-checks';
import { findMatches } from '../search/matches';
import { parseQuery } from '../search/query';
import { loadAnalyser } from '../search/readings/analyser';

export const ConsoleListSchema = z
  .object({
    status: z.enum(['draft', 'scheduled', 'published', 'unpublished']).optional(),
    /** A category uid (its own articles; children are separate categories). */
    category: z.string().min(1).optional(),
    /** An author slug. */
    author: z.string().min(1).optional(),
    locale: z.enum(SUPPORTED_LOCALES).optional(),
    /** Words: published articles through the search index (readings too), others by title or slug. */
    q: z.string().trim().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(30),
  })
  .strict();
export type ConsoleListInput = z.input<typeof ConsoleListSchema>;

export type ConsoleArticle = {
  id: number;
  slug: string;
  locale: string;
  title: string;
  state: EditorialState;
  publishAt: string | null;
  publishedAt: string;
  updatedAt: string;
  version: number;
  category: string | null;
  author: string | null;
  /** A published article with an unpublished change waiting (article-changes.ts). */
  hasChange: boolean;
};

/** The most index matches a console search considers (per locale searched). */
const MAX_INDEX_MATCHES = 500;

/** The console's article list: every state, filtered, newest change first, paged. */
export async function listConsoleArticles(
  db: Db,
  raw: ConsoleListInput,
): Promise<{ items: ConsoleArticle[]; total: number; page: number; pageCount: number }> {
  const f = ConsoleListSchema.parse(raw);
  // The filters on `articles` alone, so the count and the page's ids are read from an index
  // (articles_console_idx, migration 0029) and only the page's own rows are read whole, with
  // their joins: at 10,000 articles the list sorted every article with its joins at each page
  // (docs/database.md, "The console's article list").
  let matching = db.selectFrom('articles as a');
  if (f.status) matching = matching.where('a.editorial_state', '=', f.status);
  // A category or an author by its key, looked up first: compared to one value, a category's
  // articles come off its own index in order (`in (select …)` sorted them).
  if (f.category)
    matching = matching.where(
      'a.category_id',
      '=',
      (await idByKey(db, 'categories', f.category)) ?? -1,
    );
  if (f.author)
    matching = matching.where('a.author_id', '=', (await idByKey(db, 'authors', f.author)) ?? -1);
  if (f.locale) matching = matching.where('a.locale', '=', f.locale);
  if (f.q) {
    // Typed as the editor types it: half-width katakana or full-width letters find the title.
    const q = f.q.normalize('NFKC');
    const words = parseQuery(q, await loadAnalyser().catch(() => null));
    const locales = f.locale ? [f.locale] : SUPPORTED_LOCALES;
    const indexed = (
      await Promise.all(locales.map((l) => findMatches(db, words, l, 1, MAX_INDEX_MATCHES)))
    ).flatMap((m) => m.ids);
    matching = matching.where((eb) =>
      eb.or([
        eb('a.id', 'in', indexed.length ? indexed : [-1]),
        containsText('a.title', q),
        containsText('a.slug', q),
      ]),
    );
  }
  const { total } = await matching
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const ids = (
    await matching
      .select('a.id')
      .orderBy('a.updated_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage)
      .execute()
  ).map((r) => r.id);
  const found = ids.length
    ? await db
        .selectFrom('articles as a')
        .leftJoin('categories as c', 'c.cid', 'a.category_id')
        .leftJoin('authors as u', 'u.id', 'a.author_id')
        .leftJoin('article_changes as ch', 'ch.article_id', 'a.id')
        .where('a.id', 'in', ids)
        .select([
          'a.id',
          'a.slug',
          'a.locale',
          'a.title',
          'a.editorial_state',
          'a.publish_at',
          'a.published_at',
          'a.updated_at',
          'a.version',
          'c.uid as category',
          'u.slug as author',
          'ch.article_id as change_of',
        ])
        .execute()
    : [];
  const byId = new Map(found.map((r) => [r.id, r]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  const count = Number(total);
  return {
    items: rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      locale: r.locale,
      title: r.title,
      state: r.editorial_state,
      publishAt: r.publish_at,
      publishedAt: r.published_at,
      updatedAt: r.updated_at,
      version: r.version,
      category: r.category,
      author: r.author,
      hasChange: r.change_of !== null,
    })),
    total: count,
    page: f.page,
    pageCount: Math.max(1, Math.ceil(count / f.perPage)),
  };
}

export type ArticleForEditing = RevisionFields & {
  id: number;
  version: number;
  /** Public: status 'published' (the page is live). */
  live: boolean;
  /** The slug the public page is at while live (an unpublished change may rename it); else null. */
  liveSlug: string | null;
  /** The unpublished change the fields above come from; null: they are the article's own. */
  change: ChangeInfo | null;
};

/**
 * What the edit screen loads: the editable fields (body as stored HTML), state and version. With
 * an unpublished change waiting, the fields are the change's: the editor goes on from there.
 */
export async function getArticleForEditing(db: Db, id: number): Promise<ArticleForEditing | null> {
  const row = await loadArticleRow(db, id);
  if (!row) return null;
  const change = await loadArticleChange(db, id);
  return {
    ...fieldsOf(row),
    ...change?.fields,
    id: row.id,
    version: row.version,
    live: row.status === 'published',
    liveSlug: row.status === 'published' ? row.slug : null,
    change: change
      ? { since: change.since, savedAt: change.savedAt, byId: change.byId, byName: change.byName }
      : null,
  };
}
