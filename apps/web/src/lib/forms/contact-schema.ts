// zod/mini: the same schema runs in the browser, where the full zod would add ~30 KB gzip.
import * as z from 'zod/mini';
import { isValidEmail } from '../email';
import { isCleanLine, isCleanText } from './text-rules';

/**
 * The contact form's one schema, used by the form in the browser (instant feedback) and by the
 * server (the server action and POST /api/contact), so both always agree. Issue messages are
 * keys, not texts: each side shows the text of its locale (contact-texts.ts, messages/*.contact.json).
 */
export const CONTACT_REASONS = ['review', 'advertising', 'affiliate'] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

export const CONTACT_FIELDS = ['reason', 'email', 'name', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Issue keys; the four texts of docs/product.md#contact-form are invalidEmail, required, messageTooShort and network. */
export type ContactErrorKey =
  | 'invalidEmail'
  | 'required'
  | 'messageTooShort'
  | 'tooLong'
  | 'invalidCharacters';

export const MESSAGE_MIN_LENGTH = 20;
export const MAX_LENGTH = { email: 254, name: 100, subject: 200, message: 5000 } as const;

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

export const ContactSchema = z.object({
  reason: z.enum(CONTACT_REASONS, { error: 'required' }),
  email: requiredText(MAX_LENGTH.email).check(z.refine(isValidEmail, 'invalidEmail')),
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
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;
/** What the visitor typed, sent back so a refused form keeps it. */
export type ContactValues = Record<ContactField, string>;

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

/** The error a one-line answer (the API's `message`) reports: missing fields first. */
export function primaryError(errors: ContactFieldErrors): ContactErrorKey {
  const keys = Object.values(errors);
  return (
    (['required', 'invalidEmail', 'invalidCharacters', 'messageTooShort', 'tooLong'] as const).find(
      (k) => keys.includes(k),
    ) ?? 'required'
  );
}

/** The form's fields as the schema reads them (absent fields stay absent: "required"). */
export function contactInputFrom(form: FormData): Record<string, string> {
  const input: Record<string, string> = {};
  for (const name of [...CONTACT_FIELDS, 'website']) {
    const value = form.get(name);
    if (typeof value === 'string') input[name] = value;
  }
  return input;
}

export function contactValuesFrom(input: unknown): ContactValues {
  const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const values = {} as ContactValues;
  for (const field of CONTACT_FIELDS) {
    const v = source[field];
    values[field] = typeof v === 'string' ? v.slice(0, MAX_LENGTH.message) : '';
  }
  return values;
}
