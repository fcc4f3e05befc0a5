/**
 * The contact form's fields, reasons, limits and error keys, and reading a submitted form: what
 * the form needs to render, without the schema library (contact-schema.ts), which the browser
 * loads only when a reader reaches the form (docs/product.md#validation).
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

export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorKey>>;
/** What the visitor typed, sent back so a refused form keeps it. */
export type ContactValues = Record<ContactField, string>;

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
