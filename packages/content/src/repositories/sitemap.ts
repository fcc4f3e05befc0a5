import type { Db } from '@tsuzuri/db';
import { sql } from 'kysely';
import { ignoreReadTags, type ReadTagSink, tags } from '../cache-tags';
import { SITEMAP_PART_SIZE, sitemapPartIds } from '../sitemap-parts';
import { parseBodyImages } from './body-images';

/** What the sitemap lists: the served locales' published articles, some slugs left out (adult). */
export type SitemapScope = { locales: string[]; excludedSlugs: string[] };

/** One published article as its part of the sitemap lists it. */
export type SitemapArticle = {
  slug: string;
  locale: string;
  updatedAt: string;
  /** Its thumbnail, then its body's images, as stored (relative or absolute). */
  images: string[];
  /** Every served locale its slug is published in, itself included: its alternates. */
  slugLocales: string[];
};

/**
 * The sitemap's reads (docs/product.md#feeds-and-sitemaps). None reads every article's row: the
 * index and the categories' dates are summaries the database groups from one index (migration
 * 0025), and a part of the articles' sitemap reads its own id range (sitemap-parts.ts).
 */
export function sitemapRepository(db: Db, read: ReadTagSink = ignoreReadTags) {
  const published = (scope: SitemapScope) => {
    const query = db
      .selectFrom('articles as a')
      .where('a.status', '=', 'published')
      .where('a.locale', 'in', scope.locales.length ? scope.locales : ['']);
    return scope.excludedSlugs.length
      ? query.where('a.slug', 'not in', scope.excludedSlugs)
      : query;
  };

  return {
    /** The parts of the articles' sitemap that list something, newest part first, each dated. */
    async articleParts(scope: SitemapScope): Promise<{ part: number; newest: string }[]> {
      read([tags.sitemap]);
      // A literal, not a parameter: PostgreSQL must see the same expression in both clauses.
      const part = sql<number>`(a.id - 1) / ${sql.lit(SITEMAP_PART_SIZE)} + 1`;
      const rows = await published(scope)
        .select([part.as('part'), (eb) => eb.fn.max('a.updated_at').as('newest')])
        .groupBy(part)
        .orderBy(part, 'desc')
        .execute();
      return rows.map((r) => ({ part: Number(r.part), newest: r.newest }));
    },

    /** The articles one part lists, newest first, each with its slug's published locales. */
    async articlePart(part: number, scope: SitemapScope): Promise<SitemapArticle[]> {
      read([tags.sitemapArticles, tags.sitemapPart(part)]);
      const { first, last } = sitemapPartIds(part);
      const rows = await published(scope)
        .select(['a.slug', 'a.locale', 'a.updated_at', 'a.thumbnail', 'a.body_images'])
        .where('a.id', '>=', first)
        .where('a.id', '<=', last)
        .orderBy('a.id', 'desc')
        .execute();
      if (!rows.length) return [];
      // The same range joined to its slugs' published rows, one seek each (articles_slug_status_idx)
      // whatever the planner thinks of a list: given the part's 2,000 slugs as `slug in (…)` beside
      // `locale in (…)`, SQLite read every article through the locale instead once its statistics
      // were sampled (250 ms a part at 100,000 articles; docs/database.md, "Planner statistics").
      const siblings = await published(scope)
        .innerJoin('articles as b', (join) =>
          join
            .onRef('b.slug', '=', 'a.slug')
            .on('b.status', '=', 'published')
            .on('b.locale', 'in', scope.locales),
        )
        .select(['b.slug', 'b.locale'])
        .where('a.id', '>=', first)
        .where('a.id', '<=', last)
        .execute();
      const localesOf = new Map<string, Set<string>>();
      for (const s of siblings)
        localesOf.set(s.slug, (localesOf.get(s.slug) ?? new Set()).add(s.locale));
      return rows.map((r) => ({
        slug: r.slug,
        locale: r.locale,
        updatedAt: r.updated_at,
        images: [...(r.thumbnail ? [r.thumbnail] : []), ...parseBodyImages(r.body_images)],
        // In the site's order of locales, whatever order the rows came in.
        slugLocales: scope.locales.filter((l) => localesOf.get(r.slug)?.has(l)),
      }));
    },

    /**
     * Each category page's newest article per locale: its own articles' and its children's (a
     * category page lists both). Categories without a published article are absent. One seek per
     * category and locale: its newest article is its last entry in articles_sitemap_idx (an
     * excluded slug there is stepped over), so the cost follows the categories, not the articles.
     */
    async categoryDates(
      scope: SitemapScope,
    ): Promise<{ uid: string; locale: string; newest: string }[]> {
      read([tags.sitemap]);
      const newest = new Map<string, { uid: string; locale: string; newest: string }>();
      for (const locale of scope.locales) {
        const rows = await db
          .selectFrom('categories as c')
          .leftJoin('categories as p', 'p.cid', 'c.pid')
          .select(['c.uid', 'p.uid as parent_uid'])
          .select(
            published({ ...scope, locales: [locale] })
              .select('a.updated_at')
              .where('a.category_id', '=', sql.ref<number>('c.cid'))
              .orderBy('a.updated_at', 'desc')
              .limit(1)
              .as('newest'),
          )
          .execute();
        for (const r of rows) {
          if (!r.newest) continue;
          for (const uid of [r.uid, r.parent_uid]) {
            if (!uid) continue;
            const seen = newest.get(`${locale}/${uid}`);
            if (!seen || r.newest > seen.newest)
              newest.set(`${locale}/${uid}`, { uid, locale, newest: r.newest });
          }
        }
      }
      return [...newest.values()];
    },
  };
}

export type SitemapRepository = ReturnType<typeof sitemapRepository>;
