import type { PageRoute } from './known-pages';

/** Scroll depth milestones the rollup keeps a column for (the tracker's; docs/product.md#throttles-and-milestones). */
export const SCROLL_DEPTHS = [20, 40, 60, 80, 100] as const;
export type ScrollDepth = (typeof SCROLL_DEPTHS)[number];

/** One event the front accepted, with what it already worked out about it. */
export type AnalyticsEventInput = {
  uploadId: string;
  receivedAt: Date;
  event: string;
  /** The page's URL path, without query or hash (e.g. /en/some-article). */
  pagePath: string;
  /** The tracking page name of that path (apps/web/src/lib/site-routes.ts). */
  pageName: string;
  /** Which of the site's routes the path is; only pages the site has get a rollup row of their own. */
  route?: PageRoute;
  locale: string;
  /** token or fingerprint id, else a salted address hash. */
  reader: string;
  bot: boolean;
  /** The cleaned payload with the ids the server issued; stored as JSON. */
  fields: Record<string, unknown>;
  /** page_scroll: the milestones this page view reached for the first time with this event. */
  scrollDepths?: readonly number[];
  /** page_view: the article slug of the path, when this view counts for the ranking. */
  articleSlug?: string;
};
