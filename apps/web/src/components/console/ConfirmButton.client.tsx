'use client';

import type { ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

type Props = {
  /** What will happen, asked as a question; null when this submit needs no confirmation. */
  question: string | null;
  /** What the button says while its form is being sent (it is disabled then); else its children. */
  pendingLabel?: ReactNode;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * The submit button of a form that deletes, disables or sends something that cannot be taken
 * back. It asks the way every console deletion does (the browser's confirm box, as media and
 * redirects do): cancelled, the form is not sent. Enter in a field clicks it too, so it asks then.
 * A form whose fields the browser refuses (an empty required title) is not asked about: the
 * browser says what is missing first, and the question comes once there is something to send.
 * While the form is being sent the button is disabled, so a double click neither asks twice nor
 * sends twice (docs/product.md, "Operators' console"); without JavaScript the server's own
 * duplicate checks stand.
 */
export function ConfirmButton({ question, pendingLabel, className, children, ...rest }: Props) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={className}
      aria-label={rest['aria-label']}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) return event.preventDefault();
        const form = event.currentTarget.form;
        if (form && !form.noValidate && !form.checkValidity()) return;
        if (question && !window.confirm(question)) event.preventDefault();
      }}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
