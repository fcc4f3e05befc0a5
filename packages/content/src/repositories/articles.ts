import type { Db } from '@tsuzuri/db';
import { articleReadTags, ignoreReadTags, type ReadTagSink, tags } from '../cache-tags';
import { type ListOptions, listingQueries } from './listing';
import { refreshPopularity } from './popularity';
import { summaryColumns, summaryQuery, toSummary } from './summary';
import { withUnpublishedChange } from './preview-change';
import { readingMinutes } from '../reading-time';
import { buildSnippet } from '../search/highlight';
import { parseQuery } from '../search/query';
import { loadAnalyser } from '../search/readings/analyser';
import { findMatches } from '../search/matches';
import { fillHtml, fillText, type PlaceholderValues } from '../placeholders';
import { suggestTitles } from '../search/suggest';
import type { Article, ArticleSummary, Author, Paged, SearchPage, TocEntry } from '../types';

export type { ListOptions };

/** Company facts for a page's placeholders, in the page's locale (../placeholders.ts). */
export type PlaceholdersFor = (locale: string) => PlaceholderValues;

/**
 * `read` hears the tags of what each read returned (cache-tags.ts), for the page that shows it;
 * `placeholders` fills the company facts into a page as it is read.
 */
export function articlesRepository(
  db: Db,
  fallbackLocale: string,
  popularWindowDays = 30,
  read: ReadTagSink = ignoreReadTags,
  placeholders?: PlaceholdersFor,
) {
  const base = (locale: string, previewId?: number) =>
    summaryQuery(db, locale, fallbackLocale, previewId);
  const listing = listingQueries(db, fallbackLocale);
  const listTag = (opts: { order: ListOptions['order']; locale: string }) =>
    opts.order === 'popular' ? tags.popular(opts.locale) : tags.latest(opts.locale);

  return {
    /** One page of a listing, newest or most read first, with the listing's size. */
    async list(opts: ListOptions): Promise<Paged<ArticleSummary>> {
      // A listing changes with any article write of its locale, which purges this tag.
      read([listTag(opts)]);
      return listing.page(opts);
    },

    /** The first articles of a listing, uncounted: for lists that show no pagination. */
    async top(opts: Omit<ListOptions, 'page'>): Promise<ArticleSummary[]> {
      read([listTag(opts)]);
      return listing.top(opts);
    },

    /**
     * Ranks the articles read within the window anew, for the popular lists (popularity.ts). The
     * rankings' refresh calls it (apps/web/front/rankings.ts); the lists read the last ranking.
     */
    async refreshPopularity(now?: Date): Promise<void> {
      await refreshPopularity(db, popularWindowDays, now);
    },

    /**
     * The published article at /{slug}; with `previewId` (the id a verified preview token names,
     * apps/web/src/lib/preview.ts) that article in whatever state it is, with its unpublished
     * change when one is waiting (preview-change.ts).
     */
    async bySlug(slug: string, locale: string, previewId?: number): Promise<Article | null> {
      const found = await base(locale, previewId)
        .leftJoin('authors as au', 'au.id', 'a.author_id')
        .leftJoin('author_translations as at', (j) =>
          j.onRef('at.author_id', '=', 'au.id').on('at.locale', '=', locale),
        )
        .leftJoin('author_translations as af', (j) =>
          j.onRef('af.author_id', '=', 'au.id').on('af.locale', '=', fallbackLocale),
        )
        .select([
          'a.keywords',
          'a.body_html',
          'a.plain_text',
          'a.toc_json',
          'au.slug as author_slug',
          'au.avatar as author_avatar',
        ])
        .select((eb) => [
          eb.fn.coalesce('at.name', 'af.name').as('author_name'),
          eb.fn.coalesce('at.bio', 'af.bio').as('author_bio'),
        ])
        .where('a.slug', '=', slug)
        .executeTakeFirst();
      if (!found) return null;
      const row =
        found.id === previewId
          ? await withUnpublishedChange(db, found, locale, fallbackLocale)
          : found;
      read(articleReadTags(toSummary(row)));
      const author: Author | null = row.author_slug
        ? {
            slug: row.author_slug,
            name: row.author_name ?? row.author_slug,
            bio: row.author_bio ?? '',
            avatar: row.author_avatar,
          }
        : null;
      const values = placeholders?.(locale);
      const text = (s: string) => (values ? fillText(s, values) : s);
      const summary = toSummary(row);
      return {
        ...summary,
        title: text(summary.title),
        description: text(summary.description),
        keywords: row.keywords
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
        bodyHtml: values ? fillHtml(row.body_html, values) : row.body_html,
        toc: (JSON.parse(row.toc_json) as TocEntry[]).map((e) => ({ ...e, text: text(e.text) })),
        author,
        readingMinutes: readingMinutes(row.plain_text),
      };
    },

    /**
     * Japanese-aware full-text search (src/search): published articles of a locale, best match
     * first (a word in the title, then in the body, then by a reading only; newest first within
     * each: search/matches.ts), each with a highlighted snippet. Any text is a valid query; one
     * without letters or digits finds nothing.
     */
    async search(
      query: string,
      locale: string,
      page: number,
      perPage: number,
    ): Promise<SearchPage> {
      // Any article write of the locale can change the results; it purges the latest list.
      read([tags.latest(locale)]);
      // Without the analyser (its dictionary failed to load) search still finds the written words.
      const words = parseQuery(query, await loadAnalyser().catch(() => null));
      const { ids, total, more, next } = await findMatches(db, words, locale, page, perPage);
      // Past the count's cap the last page is not known from the count: the pages go on one past
      // this one while another follows; a page past the end has nothing and is past the count.
      const seen = next ? page + 1 : ids.length ? page : 0;
      const pageCount = Math.max(1, Math.ceil(total / perPage), seen);
      if (!ids.length) return { items: [], total, more, page, pageCount };
      // By id alone, then checked: with the locale and status in the WHERE, SQLite read the
      // locale's whole listing index instead of twelve rows by key (24 ms at 10k articles).
      const rows = await summaryColumns(db, locale, fallbackLocale)
        .select(['a.plain_text', 'a.status'])
        .where('a.id', 'in', ids)
        .execute();
      const byId = new Map(
        rows.filter((r) => r.locale === locale && r.status === 'published').map((r) => [r.id, r]),
      );
      // An article may show company facts too: its hit reads as the article does.
      const values = placeholders?.(locale);
      const items = ids.flatMap((id) => {
        const r = byId.get(id);
        if (!r) return [];
        const hit = {
          ...toSummary(r),
          snippetHtml: buildSnippet([r.plain_text, r.description], words),
        };
        return values
          ? [
              {
                ...hit,
                title: fillText(hit.title, values),
                description: fillText(hit.description, values),
                snippetHtml: fillHtml(hit.snippetHtml, values),
              },
            ]
          : [hit];
      });
      return { items, total, more, page, pageCount };
    },

    /**
     * 「もしかして」 for a query that found nothing: up to three article title heads near it by
     * their bigrams or readings (search/suggest.ts), each itself a query that finds its article.
     */
    async suggest(query: string, locale: string): Promise<string[]> {
      read([tags.latest(locale)]);
      return suggestTitles(db, query, locale, await loadAnalyser().catch(() => null));
    },

    /** Locales in which a published article with this slug exists (for hreflang alternates). */
    async localesOf(slug: string): Promise<string[]> {
      read([tags.article(slug)]);
      const rows = await db
        .selectFrom('articles')
        .select('locale')
        .where('slug', '=', slug)
        .where('status', '=', 'published')
        .execute();
      return rows.map((r) => r.locale);
    },

    async bySlugs(slugs: string[], locale: string): Promise<ArticleSummary[]> {
      if (!slugs.length) return [];
      read(slugs.map(tags.article));
      const rows = await base(locale).where('a.slug', 'in', slugs).execute();
      return rows.map(toSummary);
    },
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;
