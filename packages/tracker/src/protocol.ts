/**
 * What crosses between the browser tracker and the ingestion endpoints (spec §3, §7). The tracker
 * bundle is dependency-free, so this file is plain TypeScript: the server builds its zod schema
 * from these lists (apps/web/front/analytics), which keeps one source of truth on both sides.
 */

/** The tracking event payload fields, in the spec's order. */
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
] as const;

export type PayloadField = (typeof PAYLOAD_FIELDS)[number];

/** The events the tracker sends. Anything else is rejected by ingestion. */
export const EVENTS = ['page_view', 'page_scroll', 'click', 'download', 'purchase', 'outbound', 'hover', 'exposure', 'push'] as const;
export type TrackEvent = (typeof EVENTS)[number];

/** Scroll depth milestones, each recorded once per page view. */
export const SCROLL_MILESTONES = [20, 40, 60, 80, 100] as const;

export type EventTarget = { url?: string; fullurl?: string };
export type InstallInfo = { package_name?: string; app_id?: string; pid?: string; download_url?: string };
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

/** The tracker's version, sent as web_version (spec §9). */
export const WEB_VERSION = '2.2.12';

/** Largest report body ingestion accepts, in bytes (a beacon is limited to 64 KB anyway). */
export const MAX_REPORT_BYTES = 16 * 1024;

/** The push service's register call (spec §7), posted as JSON. */
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
