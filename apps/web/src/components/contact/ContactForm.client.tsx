'use client';

import { usePostbackActionState } from '@/components/forms/use-postback-action-state';
import {
  type FormEvent,
  Fragment,
  type ReactNode,
  useEffect,
  useRef,
  useState,
  useTransition,
} from 'react';
import { Honeypot } from '@/components/forms/Honeypot';
import type { ContactFormState } from '@/lib/forms/contact-form-state';
import {
  type ContactField,
  type ContactReason,
  contactInputFrom,
  contactValuesFrom,
  MAX_LENGTH,
} from '@/lib/forms/contact-fields';
import { useLazyCheck } from '@/components/forms/use-lazy-check';
import type { ContactFormTexts } from '@/lib/forms/contact-texts';
import { submitContactAction } from './contact-action';

export type ContactFormLabels = Omit<ContactFormTexts, 'mail' | 'alternative'>;
type Props = {
  locale: string;
  labels: ContactFormLabels;
  reasons: { value: ContactReason; label: string }[];
  againHref: string;
};

const IDLE: ContactFormState = { status: 'idle' };
/** The one-line fields, in the order they are shown, between the reason and the message. */
const ONE_LINE_FIELDS = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'name', type: 'text', autoComplete: 'name' },
  { name: 'subject', type: 'text' },
] as const;
const input =
  'w-full rounded-md border border-line bg-white px-3 py-2 aria-[invalid=true]:border-red-600';

/**
 * The contact form. Without JavaScript it posts to the server action (usePostbackActionState) and the
 * page comes back with the result. With JavaScript the shared schema answers at once, then the
 * action is called directly so a failure to reach the server can be caught: the visitor sees
 * the network message and keeps everything they typed.
 */
export function ContactForm({ locale, labels, reasons, againHref }: Props) {
  const [serverState, formAction] = usePostbackActionState(submitContactAction, IDLE);
  const [clientState, setClientState] = useState<ContactFormState | null>(null);
  const [pending, startTransition] = useTransition();
  const state = clientState ?? serverState;
  const formRef = useRef<HTMLFormElement>(null);
  const schema = useLazyCheck(formRef, () =>
    import('@/lib/forms/contact-schema').then((m) => m.validateContact),
  );
  const successRef = useRef<HTMLDivElement>(null);
  // Marks the form as handled by JavaScript (until then a submit is a plain post).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  useEffect(() => {
    if (state.status === 'sent') successRef.current?.focus();
    else if (state.status === 'invalid')
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [state]);

  if (state.status === 'sent') {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        data-testid="contact-success"
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-6"
      >
        <h2 className="text-lg font-bold text-emerald-900">{labels.success.title}</h2>
        <p className="mt-2">{labels.success.body}</p>
        <a href={againHref} className="btn-outline mt-4 inline-block px-4 py-2">
          {labels.success.again}
        </a>
      </div>
    );
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const raw = contactInputFrom(form);
    const values = contactValuesFrom(raw);
    const checked = (await schema.whenLoaded())?.(raw);
    if (checked && !checked.ok && !checked.bot)
      return setClientState({ status: 'invalid', errors: checked.errors, values });
    startTransition(async () => {
      try {
        setClientState(await submitContactAction(state, form));
      } catch {
        // The action never answered (offline, server down): nothing was confirmed stored.
        setClientState({ status: 'network', values });
      }
    });
  }

  const errors = state.status === 'invalid' ? state.errors : {};
  const values = 'values' in state ? state.values : undefined;
  const formError =
    state.status === 'invalid'
      ? Object.values(errors).includes('required')
        ? labels.errors.required
        : null
      : state.status === 'rateLimited'
        ? labels.errors.rateLimited
        : state.status === 'network' || state.status === 'failed'
          ? labels.errors.network
          : null;
  const field = (
    name: ContactField,
    label: string,
    control: (a11y: A11y) => ReactNode,
    hint?: string,
  ) => {
    const key = errors[name];
    const message = key && key !== 'required' ? labels.errors[key] : null;
    const describedBy = [
      hint && `contact-${name}-hint`,
      message ? `contact-${name}-error` : key && 'contact-form-error',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={`contact-${name}`} className="font-bold">
          {label}
          <span aria-hidden="true" className="ml-1 text-red-700">
            *
          </span>
        </label>
        {control({
          id: `contact-${name}`,
          name,
          'aria-required': true,
          'aria-invalid': Boolean(key),
          'aria-describedby': describedBy || undefined,
        })}
        {hint && (
          <p id={`contact-${name}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )}
        {message && (
          <p
            id={`contact-${name}-error`}
            data-testid={`contact-${name}-error`}
            className="text-sm text-red-700"
          >
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="contact-form-heading"
      data-enhanced={enhanced || undefined}
      className="relative flex flex-col gap-5"
    >
      <div>
        <h2 id="contact-form-heading" className="text-lg font-bold">
          {labels.heading}
        </h2>
        <p className="mt-1 text-sm text-muted">{labels.requiredNote}</p>
      </div>
      <p
        id="contact-form-error"
        role="alert"
        data-testid="contact-form-error"
        className="empty:hidden rounded-md bg-red-50 px-4 py-3 font-bold text-red-800"
      >
        {formError}
      </p>
      <input type="hidden" name="locale" value={locale} />
      {field('reason', labels.fields.reason, (a) => (
        <select {...a} defaultValue={values?.reason ?? ''} className={input}>
          <option value="">{labels.fields.reasonPlaceholder}</option>
          {reasons.map((r) => (
            <option key={r.value} value={r.value}>
              {r.label}
            </option>
          ))}
        </select>
      ))}
      {ONE_LINE_FIELDS.map(({ name, ...attributes }) => (
        <Fragment key={name}>
          {field(name, labels.fields[name], (a) => (
            <input
              {...a}
              {...attributes}
              maxLength={MAX_LENGTH[name]}
              defaultValue={values?.[name]}
              className={input}
            />
          ))}
        </Fragment>
      ))}
      {field(
        'message',
        labels.fields.message,
        (a) => (
          <textarea
            {...a}
            rows={8}
            maxLength={MAX_LENGTH.message}
            defaultValue={values?.message}
            className={input}
          />
        ),
        labels.fields.messageHint,
      )}
      <Honeypot id="contact-website" label={labels.honeypot} />
      <div>
        <button
          type="submit"
          disabled={pending}
          className="btn-brand px-6 py-3 disabled:opacity-60"
        >
          {pending ? labels.sending : labels.submit}
        </button>
      </div>
    </form>
  );
}

type A11y = {
  id: string;
  name: ContactField;
  'aria-required': true;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
};
