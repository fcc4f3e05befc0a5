/** What the repositories hand to the web app: plain, serialisable, already localised. */

export type CategoryRef = { cid: number; uid: string; name: string };

export type NavCategory = CategoryRef & { children: CategoryRef[] };

export type Category = CategoryRef & {
  pid: number;
  description: string | null;
  parent: CategoryRef | null;
  children: CategoryRef[];
};

export type Author = { slug: string; name: string; bio: string; avatar: string | null };

export type TocEntry = { id: string; text: string; depth: 2 | 3 };

export type ArticleSummary = {
  id: number;
  slug: string;
  locale: string;
  title: string;
  description: string;
  thumbnail: string | null;
  publishedAt: string;
  updatedAt: string;
  viewCount: number;
  category: CategoryRef | null;
};

export type Article = ArticleSummary & {
  keywords: string[];
  bodyHtml: string;
  toc: TocEntry[];
  author: Author | null;
  /** Minutes to read the body (reading-time.ts): characters for Japanese, words for English. */
  readingMinutes: number;
};

export type Paged<T> = { items: T[]; total: number; page: number; pageCount: number };

/** A search result: the article and an excerpt of its text, HTML with the matched words in <mark> (escaped). */
export type SearchHit = ArticleSummary & { snippetHtml: string };

/**
 * A page of search results. The count stops at a cap (search/matches.ts): past it `total` is the
 * cap and `more` is set, and the pages go on one past the current while another follows.
 */
export type SearchPage = Paged<SearchHit> & { more: boolean };

export type ArticleOrder = 'latest' | 'popular';
