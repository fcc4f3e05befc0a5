import path from 'node:path';
import { z } from 'zod';

/**
 * The back end's environment, validated once. This is the only module of the package that
 * reads process.env, so a misconfiguration fails at start with one clear message.
 */
const EnvSchema = z.object({
  /** Unset → a SQLite file under DATA_DIR; `postgres://…` → PostgreSQL. */
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'DATABASE_URL must start with postgres:// or file:')
    .optional(),
  DATA_DIR: z.string().min(1).default(path.resolve(findRepoRoot(), 'data')),
  /** Comma-separated locale codes to serve, e.g. "ja,en". Default: the config's list (ja). */
  SITE_LOCALES: z.string().regex(/^[a-z]{2}(,[a-z]{2})*$/, 'SITE_LOCALES must look like ja,en').optional(),
  SITE_DOMAIN: z.string().min(1).optional(),
  /** The public origin of absolute links; unset = http://127.0.0.1:PORT, where the site listens. */
  SITE_URL: z.url().optional(),
  /** The web server's port (read here only to derive that default). */
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  CONTACT_EMAIL: z.email().optional(),
  LANGUAGE_CHANGE: z.enum(['true', 'false', '1', '0']).optional(),
  ANALYTICS_TAG_ID: z.string().optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  SOCIAL_X: z.url().optional(),
  SOCIAL_FACEBOOK: z.url().optional(),
  SOCIAL_YOUTUBE: z.url().optional(),
  /** Route names guarded by the token cookie (overrides the config's list, which is empty). */
  PROTECTED_PAGES: z.string().regex(/^[a-z0-9_]*(,[a-z0-9_]+)*$/, 'PROTECTED_PAGES must look like contact,privacy_policy').optional(),
  /** The page-cache service content writes purge; empty = no service to tell. */
  CACHE_URL: z.union([z.url(), z.literal('')]).optional(),
  CACHE_PORT: z.coerce.number().int().min(1).max(65535).default(40010),
  /** Its admin secret; unset → the local key file in DATA_DIR that `npm start` creates. */
  CACHE_ADMIN_KEY: z.string().min(1).optional(),
  /** Web push (docs/push.md): on/off overrides "open when VAPID keys are available". */
  WEB_PUSH: z.enum(['on', 'off']).optional(),
  /** VAPID key pair (base64url, as web-push prints them); unset on SQLite → generated into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{87}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key').optional(),
  /** Base URL of the push service the browser registers with; empty = this site. */
  PUSH_SERVICE_URL: z.union([z.url(), z.literal('')]).optional(),
  /** Analytics reporting (docs/analytics.md): true/false overrides reporting.isOpen. */
  REPORTING_OPEN: z.enum(['true', 'false', '1', '0']).optional(),
  /** Report hosts; empty = this site. REPORTING_TEST_API is used when REPORTING_TEST_ENV is on. */
  REPORTING_ONLINE_API: z.union([z.url(), z.literal('')]).optional(),
  REPORTING_TEST_API: z.union([z.url(), z.literal('')]).optional(),
  REPORTING_TEST_ENV: z.enum(['true', 'false', '1', '0']).optional(),
  REPORTING_LEGACY: z.enum(['true', 'false', '1', '0']).optional(),
  /** Comma-separated hosts whose links are outbound (decorated with the visitor's ids), and exclusions. */
  OUTBOUND_DOMAINS: z.string().regex(/^([a-z0-9.-]+(,[a-z0-9.-]+)*)?$/, 'OUTBOUND_DOMAINS must look like store.example,partner.example').optional(),
  OUTBOUND_EXCLUSIONS: z.string().regex(/^([a-z0-9./_-]+(,[a-z0-9./_-]+)*)?$/, 'OUTBOUND_EXCLUSIONS must look like help.example,partner.example/affiliate').optional(),
  /** Extra push endpoint hosts to accept besides the browsers' push services (comma-separated). */
  PUSH_ENDPOINT_HOSTS: z.string().regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, 'PUSH_ENDPOINT_HOSTS must look like push.example.com,127.0.0.1').optional(),
});

export type ContentEnv = z.infer<typeof EnvSchema>;

function findRepoRoot(): string {
  // Scripts run from the repo root, Next from apps/web: both find the same data/ folder.
  const cwd = process.cwd();
  return cwd.endsWith(path.join('apps', 'web')) ? path.resolve(cwd, '..', '..') : cwd;
}

let cached: ContentEnv | undefined;

export function contentEnv(): ContentEnv {
  if (cached) return cached;
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment for @tsuzuri/config:\n${lines.join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
