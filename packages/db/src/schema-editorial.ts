/**
 * Editorial tables added after 0015 (schema.ts holds the first ones). Times are ISO-8601 text,
 * as in every other table.
 */
export interface EditorialDatabase {
  article_changes: ArticleChangeTable;
}

/** An unpublished change to a published article (migration 0020_article_changes). */
export interface ArticleChangeTable {
  article_id: number;
  /** JSON of the editable fields as the editor saved them (@tsuzuri/content ChangeFields). */
  fields: string;
  /** The change's first save. */
  created_at: string;
  /** Its latest save and who made it. */
  saved_at: string;
  saved_by_id: string;
  saved_by_name: string;
}
