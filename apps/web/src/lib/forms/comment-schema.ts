// zod/mini: the same schema runs in the browser, where the full zod would add ~30 KB gzip.
import * as z from 'zod/mini';
import { isValidEmail, normalizeEmail } from '../email';
import { COMMENT_LIMITS } from './comment-fields';
import { isCleanLine, isCleanText } from './text-rules';

// A link in a name is a spammer's signature, never a person's name (controls: text-rules.ts).
const NOT_A_NAME = /https?:|www\./i;

/**
 * The comment form's one schema, run in the browser for instant feedback and again on the
 * server (server action and POST /api/comments) before anything is stored. Its error messages
 * are message KEYS (messages/{locale}.comments.json → comments.errors.*), so each side shows
 * the field's text in the visitor's language (docs/product.md#validation).
 */
export const CommentInputSchema = z.object({
  name: z.string({ error: 'invalidName' }).check(
    z.trim(),
    z.minLength(1, 'invalidName'),
    z.maxLength(COMMENT_LIMITS.name, 'invalidName'),
    z.refine((v) => !NOT_A_NAME.test(v) && isCleanLine(v), 'invalidName'),
  ),
  email: z.pipe(
    z
      .string({ error: 'invalidEmail' })
      .check(
        z.trim(),
        z.maxLength(COMMENT_LIMITS.email, 'invalidEmail'),
        z.refine(isValidEmail, 'invalidEmail'),
      ),
    z.transform(normalizeEmail),
  ),
  body: z.pipe(
    z.pipe(
      z.string({ error: 'invalidBody' }),
      z.transform((v: string) => v.replace(/\r\n?/g, '\n').trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, 'invalidBody'),
        z.maxLength(COMMENT_LIMITS.body, 'invalidBody'),
        z.refine(isCleanText, 'invalidBody'),
      ),
  ),
  slug: z.string({ error: 'failed' }).check(z.minLength(1, 'failed'), z.maxLength(200, 'failed')),
  locale: z.string({ error: 'failed' }).check(z.regex(/^[a-z]{2}$/, 'failed')),
  /**
   * The honeypot: people never see it, so it should be empty. It is NOT rejected here — a bot
   * that filled it gets the same success as anyone and its comment is filed as spam.
   */
  website: z._default(z.string({ error: 'failed' }).check(z.maxLength(2000, 'failed')), ''),
  /** The captcha widget's answer (reCAPTCHA or Turnstile), when the site uses one. */
  captchaToken: z.optional(z.string({ error: 'failed' }).check(z.maxLength(4096, 'failed'))),
});

export type CommentInput = z.infer<typeof CommentInputSchema>;
export type RawCommentInput = z.input<typeof CommentInputSchema>;
