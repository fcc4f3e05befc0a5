import 'server-only';
import { z } from 'zod';

/**
 * Secrets and service addresses of the web app's server code (forms, admin API), validated once.
 * The only reader of process.env in apps/web/src (site settings: @tsuzuri/config).
 */
const ServerEnvSchema = z.object({
  /** Bearer token of the admin API (/api/admin/*); unset = the admin API answers 401 to all. */
  ADMIN_TOKEN: z.string().min(16, 'ADMIN_TOKEN must be at least 16 characters').optional(),
  /** smtp://user:pass@host:port — contact mail is sent when set, stored either way. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Tsuzuri <no-reply@tsuzuri.example>'),
  /** Captcha secret (reCAPTCHA or Turnstile); forms verify tokens only when it is set. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  CAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Shared rate limits and the like across instances. */
  REDIS_URL: z.string().regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://').optional(),
  /** Salt of the visitor-address hash stored with comments; unset = derived from ADMIN_TOKEN. */
  IP_HASH_SALT: z.string().min(16, 'IP_HASH_SALT must be at least 16 characters').optional(),
  /** The page-cache admin key: the salt's source when neither of the above is set. */
  CACHE_ADMIN_KEY: z.string().min(1).optional(),
});

export type ServerEnv = z.infer<typeof ServerEnvSchema>;
let cached: ServerEnv | undefined;

export function serverEnv(): ServerEnv {
  if (cached) return cached;
  const parsed = ServerEnvSchema.safeParse(process.env);
  if (!parsed.success) {
    throw new Error(`Invalid environment for the web app:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  }
  cached = parsed.data;
  return cached;
}
