// zod/mini: the same schema runs in the browser, where the full zod would add ~30 KB gzip.
import * as z from 'zod/mini';
import { isValidEmail, normalizeEmail } from '../email';
import {
  CONTACT_REASONS,
  type ContactErrorKey,
  type ContactField,
  type ContactFieldErrors,
  MAX_LENGTH,
  MESSAGE_MIN_LENGTH,
} from './contact-fields';
import { isCleanLine, isCleanText } from './text-rules';

const required = { error: 'required', abort: true } as const;
// Name and subject go into mail headers: one line, whatever was pasted.
const collapseWhitespace = (s: string) => s.replace(/\s+/g, ' ');

// A trimmed, required, bounded text.
const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(1, required), z.maxLength(max, 'tooLong'));
// A name or subject: one line, without controls (checked before line breaks are folded away).
const requiredLine = (max: number) =>
  requiredText(max).check(
    z.refine((v) => isCleanLine(v.replace(/[\r\n\t]+/g, ' ')), 'invalidCharacters'),
  );

/**
 * The contact form's one schema, used by the form in the browser (instant feedback, loaded when
 * the reader reaches the form) and by the server (the server action and POST /api/contact), so
 * both always agree. Issue messages are keys, not texts: each side shows the text of its locale
 * (contact-texts.ts, messages/*.contact.json).
 */
export const ContactSchema = z.object({
  reason: z.enum(CONTACT_REASONS, { error: 'required' }),
  email: z.pipe(
    requiredText(MAX_LENGTH.email).check(z.refine(isValidEmail, 'invalidEmail')),
    z.transform(normalizeEmail),
  ),
  name: z.pipe(requiredLine(MAX_LENGTH.name), z.transform(collapseWhitespace)),
  subject: z.pipe(requiredLine(MAX_LENGTH.subject), z.transform(collapseWhitespace)),
  message: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(1, required),
      z.minLength(MESSAGE_MIN_LENGTH, 'messageTooShort'),
      z.maxLength(MAX_LENGTH.message, 'tooLong'),
      z.refine(isCleanText, 'invalidCharacters'),
    ),
  /** Honeypot: hidden from people, so only a bot fills it. */
  website: z.optional(z.string().check(z.maxLength(0, 'honeypot'))),
});

export type ContactInput = z.infer<typeof ContactSchema>;
export type ContactValidation =
  | { ok: true; data: ContactInput }
  | { ok: false; bot: true }
  | { ok: false; bot: false; errors: ContactFieldErrors };

export function validateContact(input: unknown): ContactValidation {
  const parsed = ContactSchema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data };
  if (parsed.error.issues.some((i) => i.path[0] === 'website')) return { ok: false, bot: true };
  const errors: ContactFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  return { ok: false, bot: false, errors };
}
