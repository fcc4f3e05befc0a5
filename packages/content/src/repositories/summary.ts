import type { Database, Db } from '@tsuzuri/db';
import type { ArticleSummary } from '../types';

/** The articles table as the list queries alias it. */
export type From = Database & { a: Database['articles'] };

/**
 * Columns every list needs, with the category's localised name (falling back to the default),
 * for any article: the caller filters (summaryQuery for lists; search hits by id).
 */
export function summaryColumns(db: Db, locale: string, fallbackLocale: string) {
  return db
    .selectFrom('articles as a')
    .leftJoin('categories as c', 'c.cid', 'a.category_id')
    .leftJoin('category_translations as ct', (j) =>
      j.onRef('ct.cid', '=', 'c.cid').on('ct.locale', '=', locale),
    )
    .leftJoin('category_translations as cf', (j) =>
      j.onRef('cf.cid', '=', 'c.cid').on('cf.locale', '=', fallbackLocale),
    )
    .select([
      'a.id',
      'a.slug',
      'a.locale',
      'a.title',
      'a.description',
      'a.thumbnail',
      'a.published_at',
      'a.updated_at',
      'a.view_count',
      'c.cid',
      'c.uid as category_uid',
    ])
    .select((eb) => eb.fn.coalesce('ct.name', 'cf.name').as('category_name'));
}

/**
 * The published articles of a locale, with the columns every list needs; with `previewId` also
 * the one article a verified preview link names, whatever its state.
 */
export function summaryQuery(db: Db, locale: string, fallbackLocale: string, previewId?: number) {
  return summaryColumns(db, locale, fallbackLocale)
    .where('a.locale', '=', locale)
    .where((eb) =>
      previewId === undefined
        ? eb('a.status', '=', 'published')
        : eb.or([eb('a.status', '=', 'published'), eb('a.id', '=', previewId)]),
    );
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

export function toSummary(r: SummaryRow): ArticleSummary {
  return {
    id: r.id,
    slug: r.slug,
    locale: r.locale,
    title: r.title,
    description: r.description,
    thumbnail: r.thumbnail,
    publishedAt: r.published_at,
    updatedAt: r.updated_at,
    viewCount: r.view_count,
    category:
      r.cid && r.category_uid
        ? { cid: r.cid, uid: r.category_uid, name: r.category_name ?? r.category_uid }
        : null,
  };
}
