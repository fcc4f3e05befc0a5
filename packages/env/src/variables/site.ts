import { z } from 'zod';
import { looseFlag } from './shared';

/** The site's database, domain, links and pages (read by the site settings). */
export const SITE = {
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres:// or file:')
    .optional()
    .describe(
      'unset = a SQLite file under DATA_DIR; postgres://… = PostgreSQL; file:/abs/path.sqlite = another SQLite file',
    ),
  SITE_LOCALES: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/, 'must look like ja,en')
    .optional()
    .describe('comma-separated served locales, e.g. "ja,en"'),
  SITE_DOMAIN: z
    .string()
    .min(1)
    .optional()
    .describe("the site's domain (www.<it> is redirected to it)"),
  SITE_URL: z
    .url()
    .optional()
    .describe('the public origin of absolute links; unset = http://127.0.0.1:PORT'),
  CONTACT_EMAIL: z.email().optional().describe('shown on the contact page'),
  LANGUAGE_CHANGE: looseFlag().optional().describe('true shows the footer language dropdown'),
  ANALYTICS_TAG_ID: z.string().optional().describe('analytics tag of the ja pages'),
  RECAPTCHA_SITE_KEY: z.string().optional().describe('captcha site key used by the forms'),
  SOCIAL_X: z.url().optional().describe('footer social link'),
  SOCIAL_FACEBOOK: z.url().optional().describe('footer social link'),
  SOCIAL_YOUTUBE: z.url().optional().describe('footer social link'),
  PAYMENT_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .optional()
    .describe(
      "the vendor's payment page the buy links lead to (pid, plan and attribution in its query); unset = the product's plans section on this site",
    ),
  PROTECTED_PAGES: z
    .string()
    .regex(/^[a-z0-9_]*(,[a-z0-9_]+)*$/, 'must look like contact,privacy_policy')
    .optional()
    .describe("route names guarded by the token cookie (overrides the config's empty list)"),
};
