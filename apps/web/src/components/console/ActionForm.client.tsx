'use client';

import { useActionState } from 'react';

export type FormState = { error?: string; values?: Record<string, string> };
export type FormField = {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete?: string;
  hint?: string;
  minLength?: number;
  maxLength?: number;
};

/**
 * A small console form posting to a server action that answers with an error to show (the
 * values typed are kept, passwords never). Works without JavaScript as a plain form post.
 */
export function ActionForm({
  action,
  fields,
  hidden,
  submit,
}: {
  action: (state: FormState, form: FormData) => Promise<FormState>;
  fields: FormField[];
  hidden?: Record<string, string>;
  submit: string;
}) {
  const [state, formAction, pending] = useActionState<FormState, FormData>(action, {});
  return (
    <form action={formAction}>
      {state.error ? (
        <p className="c-alert c-alert-error" role="alert">
          {state.error}
        </p>
      ) : null}
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {fields.map((f) => (
        <div className="c-field" key={f.name}>
          <label htmlFor={`f-${f.name}`}>{f.label}</label>
          <input
            id={`f-${f.name}`}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            required
            minLength={f.minLength}
            maxLength={f.maxLength}
            aria-describedby={f.hint ? `f-${f.name}-hint` : undefined}
            defaultValue={f.type === 'password' ? undefined : state.values?.[f.name]}
          />
          {f.hint ? (
            <p className="c-hint" id={`f-${f.name}-hint`}>
              {f.hint}
            </p>
          ) : null}
        </div>
      ))}
      <button type="submit" className="c-button c-button-block" disabled={pending}>
        {submit}
      </button>
    </form>
  );
}
