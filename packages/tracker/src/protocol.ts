/**
 * What crosses between the browser tracker and the ingestion endpoints (docs/product.md#analytics-endpoints). The tracker
 * bundle is dependency-free, so this file is plain TypeScript: the server builds its zod schema
 * from these lists (apps/web/front/analytics), which keeps one source of truth on both sides.
 */

/**
 * Where the build puts the fingerprint's time-zone worker (build.mjs, from
 * fingerprint/timezone-worker.ts); the site serves it among its page scripts.
 */
export const TIME_ZONE_WORKER_SRC = '/tracker/timezone.js';

/** The tracking event payload fields, in their historical order (docs/analytics.md). */
export const PAYLOAD_FIELDS = [
  'event',
  'event_label',
  'event_action',
  'event_target',
  'pids',
  'install',
  'email',
  'mac',
  'token_id',
  'tmp_token_id',
  'url',
  'referer_url',
  'finger_id',
  'scroll_height',
  'viewport_height',
  'viewport_width',
  'web_version',
  's_id',
  'ga_ids',
  'lang_domain',
  'xargs_request_type',
  'highest_page_viewed_percent',
  'ab_try_list',
  'visit_timestamp',
  'doc_id',
  'prev_doc_id',
  'page_load_id',
  'recall_data',
  'track_data',
  'ad_channel',
  'order_tag',
  'traffic_type',
  'traffic_category',
  'elk_category_id',
  'related_product',
  'url_type_flag',
  'ab_test_content',
  'client_tag',
  'first_access',
  'http_code',
  // Not in the original field list: when the event happened (ms since the epoch). It makes two identical
  // clicks on the same link two distinct uploads, so the replay guard does not drop the second.
  'event_time',
] as const;

export type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** The events the tracker sends. Anything else is rejected by ingestion. */
export const EVENTS = [
  'page_view',
  'page_scroll',
  'click',
  'download',
  'purchase',
  'outbound',
  'hover',
  'exposure',
  'push',
] as const;
export type TrackEvent = (typeof EVENTS)[number];

/** Scroll depth milestones, each recorded once per page view. */
export const SCROLL_MILESTONES = [20, 40, 60, 80, 100] as const;

export type EventTarget = { url?: string; fullurl?: string };
export type InstallInfo = {
  package_name?: string;
  app_id?: string;
  pid?: string;
  download_url?: string;
};
export type GaIds = { year?: string; day?: string };
export type AbTry = { key: string; version: string; value: string; expire_day?: number };

/** One event as the tracker sends it, before cleaning (empty values are dropped, keys sorted). */
export type TrackingPayload = {
  event: TrackEvent;
  event_label?: string;
  event_action?: string;
  event_target?: EventTarget;
  pids?: string[];
  install?: InstallInfo;
  email?: string;
  mac?: string;
  token_id?: string;
  tmp_token_id?: string;
  url?: string;
  referer_url?: string;
  finger_id?: string;
  scroll_height?: number;
  viewport_height?: number;
  viewport_width?: number;
  web_version?: string;
  s_id?: string;
  ga_ids?: GaIds;
  lang_domain?: string;
  xargs_request_type?: string;
  highest_page_viewed_percent?: number;
  ab_try_list?: AbTry[];
  visit_timestamp?: number;
  doc_id?: string;
  prev_doc_id?: string;
  page_load_id?: string;
  recall_data?: string;
  track_data?: string;
  ad_channel?: string;
  order_tag?: string;
  traffic_type?: string;
  traffic_category?: string;
  elk_category_id?: string;
  related_product?: string;
  url_type_flag?: string;
  ab_test_content?: string;
  client_tag?: string;
  first_access?: number;
  http_code?: number;
  event_time?: number;
};

/**
 * The upload wrapper posted to /api/web/report, itself base64-wrapped JSON:
 * `data` is the base64 of the cleaned payload's JSON, `mode` says how it was sent, and
 * `upload_id` is the visitor id plus a hash of `data` (the server refuses a replayed one).
 */
export type UploadWrapper = { data: string; mode: 'beacon' | 'post'; upload_id: string };

/** What the ingestion endpoints answer. The tracker ignores the reply unless cscode is 0. */
export type ReportReply = {
  cscode: number;
  msg?: string;
  data?: {
    token_id?: string;
    tmp_token_id?: string;
    doc_id?: string;
    visit_timestamp?: number;
    s_id?: string;
    s_expiration?: number;
    recall_data?: string;
    track_data?: string;
    ad_channel?: string;
    order_tag?: string;
  };
};

/** The tracker's version, sent as web_version (docs/product.md#events). */
export const WEB_VERSION = '2.2.12';

/** Largest report body ingestion accepts, in bytes (a beacon is limited to 64 KB anyway). */
export const MAX_REPORT_BYTES = 16 * 1024;

/** The push service's register call (docs/product.md#push-endpoints), posted as JSON. */
export type PushRegistration = {
  language: string;
  diff_time: number;
  device_model: string;
  app_id: string;
  endpoint: string;
  auth: string;
  pdhkey: string;
  explorer: string;
  explorer_version: string;
};

/** What a push carries to the service worker (packages/push encrypts it; the worker shows it). */
export type PushMessage = {
  title: string;
  body: string;
  /** Opened (or focused) when the notification is clicked: a path on the site or a full URL. */
  url: string;
  icon?: string;
};

/**
 * The older endpoint `/v2/report` takes the same fields form-encoded: a scalar as `key=value`,
 * an object as `key=<its JSON>`, an array as one `key[]=<item JSON>` per item. Its reply carries
 * the ReportReply data fields at the top level beside cscode.
 */
export const LEGACY_REPORT_PATH = '/v2/report';
export const REPORT_PATH = '/api/web/report';

/** The id of the page's `<script type="application/json">` that holds the TrackerPageConfig. */
export const TRACKER_CONFIG_ELEMENT_ID = 'tsuzuri-tracker-config';

/** The site's web-push settings as the page carries them to the push client (no secrets). */
export type PushPageConfig = {
  isOpen: boolean;
  publicKey: string;
  appId: string;
  /** Tracking page names where the prompt never shows (checkout). */
  blockedPages: string[];
  /** Base URL of the push service; '' = this site. */
  serviceUrl?: string;
};

/**
 * Everything the tracker needs that is the same for every visitor: the page HTML is cached and
 * shared, so nothing per visitor may be in here (ids live in the visitor's cookies).
 */
export type TrackerPageConfig = {
  /** reporting.isOpen: false sends nothing (the push client may still run). */
  enabled: boolean;
  /** Where events go: `{host}/api/web/report`, or `{host}/v2/report` when `legacy`. */
  endpoint: string;
  legacy: boolean;
  /** The site's domain: cookies are shared with its subdomains when the page is on one. */
  domain: string;
  /** Hosts (suffix match) whose links count as outbound and get the visitor's ids appended. */
  outboundDomains: string[];
  /** Hosts, or host+path prefixes, never treated as outbound. */
  outboundExclusions: string[];
  /** Link paths that are downloads and purchases. */
  downloadPaths: string[];
  purchasePaths: string[];
  /** Reported as install.package_name with downloads. */
  installerName: string;
  locales: string[];
  defaultLocale: string;
  /** The test environment: every tracker cookie name carries the `test_` prefix. */
  testEnv: boolean;
  push: PushPageConfig;
};
