/**
 * The comment form's fields, limits and error keys, and reading a submitted form: what the
 * form needs to render and to show errors, without the schema library (comment-schema.ts), which
 * the browser loads only when a reader reaches the form (docs/product.md#validation).
 */
export const COMMENT_ERROR_KEYS = [
  'failed',
  'rateLimited',
  'invalidEmail',
  'invalidBody',
  'invalidName',
] as const;
export type CommentErrorKey = (typeof COMMENT_ERROR_KEYS)[number];
export type CommentField = 'name' | 'email' | 'body';
/** Field errors, plus `form` for what concerns the whole submission (the general message). */
export type CommentErrors = Partial<Record<CommentField | 'form', CommentErrorKey>>;

export const COMMENT_LIMITS = { name: 50, email: 254, body: 2000 } as const;

const text = (form: FormData, key: string) => {
  const v = form.get(key);
  return typeof v === 'string' ? v : undefined;
};

/** The schema's input from a submitted form (the widgets name their answer field themselves). */
export function commentInputFromForm(form: FormData): Record<string, string | undefined> {
  return {
    name: text(form, 'name') ?? '',
    email: text(form, 'email') ?? '',
    body: text(form, 'body') ?? '',
    slug: text(form, 'slug') ?? '',
    locale: text(form, 'locale') ?? '',
    website: text(form, 'website') ?? '',
    captchaToken:
      text(form, 'g-recaptcha-response') ||
      text(form, 'cf-turnstile-response') ||
      text(form, 'captchaToken') ||
      undefined,
  };
}

/** The first problem of each field, as message keys; anything else is the general message. */
export function commentErrors(error: {
  issues: readonly { path: readonly PropertyKey[]; message: string }[];
}): CommentErrors {
  const out: CommentErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    const key = (COMMENT_ERROR_KEYS as readonly string[]).includes(issue.message)
      ? (issue.message as CommentErrorKey)
      : 'failed';
    const slot = field === 'name' || field === 'email' || field === 'body' ? field : 'form';
    out[slot] ??= slot === 'form' ? 'failed' : key;
  }
  return out;
}
