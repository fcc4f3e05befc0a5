import { z } from 'zod';
import { strongSecret } from '../secrets';

/** Forms, mail, captcha and the admin API. */
export const FORMS = {
  ADMIN_TOKEN: strongSecret()
    .optional()
    .describe('bearer token of /api/admin/*; unset = the admin API refuses everyone'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .describe('smtp://user:pass@host:port: contact mail is sent when set, stored either way'),
  MAIL_FROM: z
    .string()
    .default('Tsuzuri <no-reply@tsuzuri.example>')
    .describe('sender of the mail the site sends'),
  RECAPTCHA_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe('captcha secret (reCAPTCHA or Turnstile); forms verify tokens only when set'),
  CAPTCHA_VERIFY_URL: z
    .url()
    .default('https://www.google.com/recaptcha/api/siteverify')
    .describe("the captcha's verify URL"),
  IP_HASH_SALT: z
    .string()
    .min(16, 'must be at least 16 characters')
    .optional()
    .describe('salt of the stored address hashes; unset = derived (addressHashSalt)'),
};
