import type { Generated } from 'kysely';
import type { AnalyticsDatabase } from './schema-analytics';
import type { EditorialDatabase } from './schema-editorial';
import type { ProductsDatabase } from './schema-products';
import type { StaffDatabase } from './schema-staff';

export type * from './schema-analytics';
export type * from './schema-editorial';
export type * from './schema-products';
export type * from './schema-staff';

/**
 * The database as Kysely sees it. Types are plain (text, integer) so that the SQLite and the
 * PostgreSQL dialects share one schema: dates are ISO-8601 strings, booleans are 0/1 integers.
 */
export interface Database
  extends StaffDatabase,
    EditorialDatabase,
    AnalyticsDatabase,
    ProductsDatabase {
  categories: CategoryTable;
  category_translations: CategoryTranslationTable;
  authors: AuthorTable;
  author_translations: AuthorTranslationTable;
  articles: ArticleTable;
  listing_counts: ListingCountTable;
  subscribers: SubscriberTable;
  comments: CommentTable;
  messages: MessageTable;
  push_subscriptions: PushSubscriptionTable;
  media: MediaTable;
  site_settings: SiteSettingTable;
  article_revisions: ArticleRevisionTable;
  redirects: RedirectTable;
  editing_presence: EditingPresenceTable;
  comment_ng_words: CommentNgWordTable;
  push_sends: PushSendTable;
}

export type MessageReason = 'review' | 'advertising' | 'affiliate';
/** pending: stored, mail not finished; not_configured: no SMTP_URL, stored only. */
export type MailStatus = 'pending' | 'not_configured' | 'sent' | 'failed';

export interface MessageTable {
  id: Generated<number>;
  reason: MessageReason;
  name: string;
  email: string;
  subject: string;
  body: string;
  locale: string;
  /** sha256 of the sender's IP and a salt; never the raw address. */
  ip_hash: string | null;
  user_agent: string | null;
  created_at: string;
  mail_status: MailStatus;
  mail_error: string | null;
  mailed_at: string | null;
  /** The inbox's state (migration 0017): handled when set; who handled it; the staff's note. */
  handled_at: string | null;
  handled_by: string | null;
  note: string | null;
}

export type CommentStatus = 'pending' | 'approved' | 'rejected' | 'spam';

export interface CommentTable {
  id: Generated<number>;
  article_slug: string;
  locale: string;
  name: string;
  /** Never published: only the editor sees it. */
  email: string;
  body: string;
  status: CommentStatus;
  /** Why the checks flagged it (comma-separated), or null. */
  hold_reason: string | null;
  /** sha256 of the address plus a salt; the raw address is never stored. */
  ip_hash: string;
  user_agent: string;
  created_at: string;
  moderated_at: string | null;
  /** reader, or staff: a reply written by the editorial team in the console (migration 0017). */
  author_kind: Generated<CommentAuthorKind>;
  /** The comment a staff reply answers. */
  reply_to: number | null;
}

export type CommentAuthorKind = 'reader' | 'staff';

/** pending: a confirmation mail is out, not subscribed yet; confirmed: subscribed. */
export type SubscriberStatus = 'pending' | 'confirmed';

export interface SubscriberTable {
  id: Generated<number>;
  email: string;
  locale: string;
  created_at: string;
  status: Generated<SubscriberStatus>;
  /** sha256 (hex) of the single-use confirmation token; null once confirmed. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  /** The address's unsubscribe token, stable so that every mail can carry it. */
  unsubscribe_token: string | null;
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

/** What the public reads: only 'published' is ever shown. */
export type ArticleStatus = 'draft' | 'published';
/** The editors' workflow (0015); 'published' here ⇔ status 'published'. */
export type EditorialState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export interface ArticleRevisionTable {
  id: Generated<number>;
  article_id: number;
  version: number;
  saved_by_id: string;
  saved_by_name: string;
  saved_at: string;
  action: string;
  /** JSON of the editable fields after the save. */
  fields: string;
}

export interface RedirectTable {
  from_path: string;
  to_path: string;
  source: 'slug' | 'manual';
  updated_at: string;
}

export interface EditingPresenceTable {
  article_id: number;
  editor_id: string;
  editor_name: string;
  seen_at: string;
}

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
  /** JSON array of the body's image URLs as stored (migration 0021), written with body_html. */
  body_images: string;
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
  editorial_state: Generated<EditorialState>;
  /** When a scheduled article goes public (UTC ISO); null unless scheduled. */
  publish_at: string | null;
  /** Bumped by every console save (optimistic concurrency). */
  version: Generated<number>;
}

/**
 * Published articles per locale and category (migration 0023), kept by triggers on `articles`:
 * a listing's size without counting its rows. Read-only for code.
 */
export interface ListingCountTable {
  locale: string;
  category_id: number;
  published: number;
}

/** A browser's web-push subscription (migration 0008), keyed by its endpoint. */
export interface PushSubscriptionTable {
  id: Generated<number>;
  endpoint: string;
  /** The subscription's keys, base64url: auth secret and P-256 public key (sent as pdhkey). */
  auth: string;
  p256dh: string;
  language: string;
  /** The browser's UTC offset in seconds (east positive). */
  diff_time: number;
  device_model: string;
  app_id: string;
  explorer: string;
  explorer_version: string;
  created_at: string;
  updated_at: string;
}

/** An image of the media library (migration 0016); its files live under MEDIA_DIR. */
export interface MediaTable {
  id: Generated<number>;
  /** The original's content hash (hex); names every file of the image. */
  hash: string;
  /** The uploader's file name, for display and search only. */
  file_name: string;
  /** image/jpeg, image/png, image/webp, image/avif or image/gif, read from the bytes. */
  mime: string;
  /** The original's size after its EXIF orientation. */
  width: number;
  height: number;
  bytes: number;
  /** JSON { ja, en, … }: alternative text per locale. */
  alt: string;
  /** JSON [{ format, width, height, bytes, url }]: the derived files. */
  variants: string;
  uploaded_by: string;
  created_at: string;
}

/** A setting editors change in the console (migration 0019); its value is JSON. */
export interface SiteSettingTable {
  key: string;
  value: string;
  updated_at: string;
  updated_by: string;
}

/** An NG word the editors added in the console (migration 0017). */
export interface CommentNgWordTable {
  word: string;
  created_at: string;
  created_by: string | null;
}

export type PushSendStatus = 'scheduled' | 'sending' | 'sent' | 'failed' | 'cancelled';

/** A push composed in the console (migration 0017), sent now or at `send_at`. */
export interface PushSendTable {
  id: Generated<number>;
  title: string;
  body: string;
  url: string;
  /** A locale, or "" for every subscriber. */
  audience: string;
  send_at: string;
  status: PushSendStatus;
  created_by: string;
  created_at: string;
  claimed_at: string | null;
  finished_at: string | null;
  total: Generated<number>;
  delivered: Generated<number>;
  failed: Generated<number>;
  removed: Generated<number>;
  error: string | null;
}
