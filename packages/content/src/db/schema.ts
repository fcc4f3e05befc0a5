import type { Generated } from 'kysely';

/**
 * The database as Kysely sees it. Types are plain (text, integer) so that the SQLite and the
 * PostgreSQL dialects share one schema: dates are ISO-8601 strings, booleans are 0/1 integers.
 */
export interface Database {
  categories: CategoryTable;
  category_translations: CategoryTranslationTable;
  authors: AuthorTable;
  author_translations: AuthorTranslationTable;
  articles: ArticleTable;
  subscribers: SubscriberTable;
  article_views_daily: ArticleViewsDailyTable;
}

export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  locale: string;
  created_at: string;
}

export interface CategoryTable {
  cid: number;
  /** 0 for a top-level category. */
  pid: number;
  uid: string;
  sort_order: number;
}

export interface CategoryTranslationTable {
  cid: number;
  locale: string;
  name: string;
  description: string | null;
}

export interface AuthorTable {
  id: Generated<number>;
  slug: string;
  avatar: string | null;
}

export interface AuthorTranslationTable {
  author_id: number;
  locale: string;
  name: string;
  bio: string;
}

export type ArticleStatus = 'draft' | 'published';

export interface ArticleTable {
  id: Generated<number>;
  slug: string;
  locale: string;
  title: string;
  description: string;
  /** Comma-separated, as authored. */
  keywords: string;
  /** The authored HTML (Markdown is converted at import). Kept so the pipeline can re-run. */
  body_source: string;
  /** The sanitized, enhanced HTML the page shows. */
  body_html: string;
  /** JSON array of { id, text, depth }. */
  toc_json: string;
  thumbnail: string | null;
  /** Plain text of the body, for search and snippets. */
  plain_text: string;
  author_id: number | null;
  /** null for a standalone page (privacy policy, about pages). */
  category_id: number | null;
  status: ArticleStatus;
  published_at: string;
  updated_at: string;
  view_count: Generated<number>;
  /** Hash of the imported file's meaning; an unchanged re-import is skipped. */
  content_hash: string;
}

export interface ArticleViewsDailyTable {
  article_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
}
