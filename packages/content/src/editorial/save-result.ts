/** Who changed a published article without publishing yet, and since when. */
export type ChangeInfo = { since: string; savedAt: string; byId: string; byName: string };

/** What a save of an article answers (write-article.ts, article-changes.ts). */
export type SaveResult = {
  id: number;
  /** The version the editor now holds: send it as the next save's baseVersion. */
  version: number;
  created: boolean;
  /** The cache tags this save touched: the caller purges them (purgeCacheTags). */
  tags: string[];
  /** The unpublished change the save was kept as (article-changes.ts); null: it is the article. */
  change: ChangeInfo | null;
};
