import { variableSet } from './env';

/** What each process reads; its problems are listed in this order. */

/** The front web server (apps/web/server.ts, apps/web/front). */
export const FRONT_VARIABLES = variableSet(
  'NODE_ENV',
  'PORT',
  'HOST',
  'CACHE_PORT',
  'CACHE_URL',
  'CACHE_ADMIN_KEY',
  'STAFF_AUTH_SECRET',
  'DATA_DIR',
  'MEDIA_DIR',
  // Checked here, at start, for the app's admin API too: never a weak token.
  'ADMIN_TOKEN',
  'CACHE_TIMEOUT_MS',
  'L1_MAX_MB',
  'WEB_CONCURRENCY',
  'WARM_CACHE',
  'WEB_WORKER_CHORES',
  'WEB_WORKER_ROLE',
  'WEB_RENDER_INDEX',
  'WEB_RENDER_DIR',
  'WEB_RENDER_SECRET',
  'TRUST_PROXY',
  'POPULAR_REFRESH_MINUTES',
  'ACCESS_LOG',
  'ANALYTICS_BATCH_SIZE',
  'ANALYTICS_FLUSH_MS',
  'ANALYTICS_QUEUE_MAX',
  'ANALYTICS_RAW_DAYS',
  'ANALYTICS_RATE_LIMIT',
  'ANALYTICS_RATE_WINDOW_MS',
  'REDIS_URL',
  'IP_HASH_SALT',
);

/**
 * Next's server code (forms, admin API). No NODE_ENV: Next sets it, and the key is the one the
 * front resolved and handed on (shareWithProcess).
 */
export const WEB_APP_VARIABLES = variableSet(
  'ADMIN_TOKEN',
  'SMTP_URL',
  'MAIL_FROM',
  'RECAPTCHA_SECRET',
  'CAPTCHA_VERIFY_URL',
  'REDIS_URL',
  'IP_HASH_SALT',
  'CACHE_ADMIN_KEY',
  // The media library's uploads (its files' folder defaults to one under DATA_DIR).
  'DATA_DIR',
  'MEDIA_DIR',
  'PREVIEW_SECRET',
  'STAFF_AUTH_SECRET',
);

/** The page-cache service (apps/page-cache). */
export const PAGE_CACHE_VARIABLES = variableSet(
  'NODE_ENV',
  'CACHE_PORT',
  'CACHE_HOST',
  'CACHE_ADMIN_KEY',
  'DATA_DIR',
  'REDIS_URL',
  'CACHE_MAX_BYTES',
  'CACHE_MAX_ENTRY_BYTES',
  'LOG_LEVEL',
);

/** The edge's purge relay (apps/web/edge-relay.ts): the cache service's feed → Varnish. */
export const EDGE_RELAY_VARIABLES = variableSet(
  'NODE_ENV',
  'DATA_DIR',
  'CACHE_URL',
  'CACHE_PORT',
  'EDGE_PURGE_URL',
  'LOG_LEVEL',
);

/** A client of the cache service's admin calls outside the front (the CLIs, the admin API's purges). */
export const CACHE_CLIENT_VARIABLES = variableSet(
  'NODE_ENV',
  'DATA_DIR',
  'CACHE_URL',
  'CACHE_PORT',
  'CACHE_ADMIN_KEY',
);

/** The site settings, database and push keys (read by the app at build and run time and by the CLIs). */
export const CONTENT_VARIABLES = variableSet(
  'DATABASE_URL',
  'DATA_DIR',
  'SITE_LOCALES',
  'SITE_DOMAIN',
  'SITE_URL',
  'PORT',
  'CONTACT_EMAIL',
  'LANGUAGE_CHANGE',
  'ANALYTICS_TAG_ID',
  'RECAPTCHA_SITE_KEY',
  'SOCIAL_X',
  'SOCIAL_FACEBOOK',
  'SOCIAL_YOUTUBE',
  'PROTECTED_PAGES',
  'PAYMENT_URL',
  'CACHE_URL',
  'CACHE_PORT',
  'CACHE_ADMIN_KEY',
  'WEB_PUSH',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'PUSH_SERVICE_URL',
  'REPORTING_OPEN',
  'REPORTING_ONLINE_API',
  'REPORTING_TEST_API',
  'REPORTING_TEST_ENV',
  'REPORTING_LEGACY',
  'OUTBOUND_DOMAINS',
  'OUTBOUND_EXCLUSIONS',
  'PUSH_ENDPOINT_HOSTS',
);

/** The push sender's own settings. */
export const PUSH_SENDER_VARIABLES = variableSet('VAPID_SUBJECT', 'PUSH_ON_PUBLISH');

/** Preview links of drafts: made by the console, checked by the article page (both in Next). */
export const PREVIEW_VARIABLES = variableSet('PREVIEW_SECRET', 'DATA_DIR');

/** The operator's commands (apps/cli): where the operator typed them. */
export const COMMAND_VARIABLES = variableSet('INIT_CWD');
