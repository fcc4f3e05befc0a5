'use client';

import type { CommentFormValues } from './comment-action';

type Props = {
  name: keyof CommentFormValues;
  label: string;
  labels: { required: string };
  values: CommentFormValues;
  /** This field's message when it is invalid (docs/product.md#comment-form). */
  error?: string;
  hint?: string;
  clear: (name: keyof CommentFormValues) => void;
  multiline?: boolean;
  type?: 'text' | 'email';
  maxLength: number;
  autoComplete?: string;
};

/**
 * One required field of the comment form: label with its "*" (docs/product.md#validation), the input, and its error
 * right below it (announced, and tied to the input for screen readers). The value the server
 * sent back is the default, so a failed submission keeps what the visitor typed.
 */
export function CommentField({
  name,
  label,
  labels,
  values,
  error,
  hint,
  clear,
  multiline,
  type = 'text',
  maxLength,
  autoComplete,
}: Props) {
  const id = `comment-${name}`;
  const describedBy =
    [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    required: true,
    maxLength,
    defaultValue: values[name],
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy,
    onChange: () => clear(name),
    className:
      'w-full rounded-md border border-slate-400 px-3 py-2 aria-[invalid=true]:border-red-600',
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-bold">
        {label}{' '}
        <span aria-hidden="true" className="text-red-700">
          *
        </span>
        <span className="sr-only">({labels.required})</span>
      </label>
      {multiline ? (
        <textarea {...common} rows={6} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p
          id={`${id}-error`}
          className="text-sm font-bold text-red-700"
          data-testid={`${id}-error`}
        >
          {error}
        </p>
      )}
    </div>
  );
}
