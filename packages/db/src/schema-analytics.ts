import type { Generated } from 'kysely';

/** What readers' visits leave (migrations 0007, 0012, 0017): events, rollups, conversions, searches. */
export interface AnalyticsDatabase {
  article_views_daily: ArticleViewsDailyTable;
  article_popularity: ArticlePopularityTable;
  analytics_events: AnalyticsEventTable;
  analytics_daily: AnalyticsDailyTable;
  analytics_daily_readers: AnalyticsDailyReaderTable;
  conversions: ConversionTable;
  analytics_daily_jst: AnalyticsDailyTable;
  analytics_daily_jst_readers: AnalyticsDailyReaderTable;
  analytics_sources_jst: AnalyticsSourceTable;
  search_queries: SearchQueryTable;
}

export interface ArticleViewsDailyTable {
  article_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  views: number;
}

/**
 * The popularity ranking as of its last refresh (migration 0027): the articles read within the
 * window, `rank` 1 the most read (window views, then lifetime views, then date, then id).
 */
export interface ArticlePopularityTable {
  article_id: number;
  views: number;
  rank: number;
  /** The article's own listing columns, kept equal to them by a trigger (migration 0031). */
  locale: string;
  status: string;
  category_id: number | null;
}

/** One accepted analytics event (migration 0007); bots are stored, flagged with bot = 1. */
export interface AnalyticsEventTable {
  id: Generated<number>;
  upload_id: string;
  received_at: string;
  /** YYYY-MM-DD (UTC) of received_at. */
  day: string;
  event: string;
  page_path: string;
  page_name: string;
  locale: string;
  reader: string;
  bot: number;
  /** The cleaned payload as JSON. */
  fields: string;
}

/** Readers' events per UTC day and page path: what stats and reports read. */
export interface AnalyticsDailyTable {
  day: string;
  page_path: string;
  page_name: string;
  locale: string;
  views: number;
  readers: number;
  scroll_20: number;
  scroll_40: number;
  scroll_60: number;
  scroll_80: number;
  scroll_100: number;
  downloads: number;
  purchases: number;
  outbound: number;
}

export interface AnalyticsDailyReaderTable {
  day: string;
  page_path: string;
  reader: string;
}

export type ConversionKind = 'download' | 'purchase';

/** A reader's download or purchase click recorded by the server (migration 0012). */
export interface ConversionTable {
  id: Generated<number>;
  /** ISO time, and its UTC day (YYYY-MM-DD). */
  at: string;
  day: string;
  kind: ConversionKind;
  pid: string;
  /** monthly, yearly or perpetual; null for a download. */
  plan: string | null;
  /** windows, mac or other. */
  os: string;
  /** The page that sent the reader, as the analytics rollups name it. */
  page_path: string;
  page_name: string;
  locale: string;
  ad_channel: string | null;
  order_tag: string | null;
  traffic_type: string | null;
}

/** Page views per Asia/Tokyo day by referrer host or campaign (migration 0017). */
export interface AnalyticsSourceTable {
  day: string;
  /** referrer: the referring host ("(direct)" for none); campaign: "medium / source". */
  kind: 'referrer' | 'campaign';
  value: string;
  views: number;
}

/** What readers searched for per Asia/Tokyo day and locale; no personal data (migration 0017). */
export interface SearchQueryTable {
  day: string;
  locale: string;
  /** Normalised (NFKC, lower case, single spaces), at most 100 characters; or "(other)". */
  query: string;
  searches: number;
  /** Results found by the last render of this query (0 = the search found nothing). */
  results: number;
}
