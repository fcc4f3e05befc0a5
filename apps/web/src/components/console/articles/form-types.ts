import type { ChangeInfo } from '@tsuzuri/content/editorial';
import type { EditorialState } from '@tsuzuri/db';

/** The article's editable fields besides the body, as the form holds them. */
export type ArticleFields = {
  title: string;
  slug: string;
  description: string;
  keywords: string;
  category: string | null;
  author: string | null;
  locale: string;
  thumbnail: string | null;
};

/** Where the article stands: its id and version once saved, its workflow state. */
export type ArticleMeta = {
  id?: number;
  version?: number;
  state: EditorialState;
  publishAt: string | null;
  /** The published article's unpublished change the screen holds (who, since when), or null. */
  change: ChangeInfo | null;
  /** The slug of what is stored (the article, or its unpublished change); '' before a first save. */
  savedSlug: string;
  /** The slug the public page is at while the article is live; null when it is not public. */
  liveSlug: string | null;
};

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'error' | 'conflict';

export type Option = { value: string; label: string };

/** The same slug in the site's other locales: an article to open, or one to create. */
export type TranslationLink = {
  locale: string;
  label: string;
  id: number | null;
  title: string | null;
};
