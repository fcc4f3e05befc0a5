'use client';

import type { ReactNode } from 'react';

type Props = {
  /** What will happen, asked as a question; null when this submit needs no confirmation. */
  question: string | null;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
};

/**
 * The submit button of a form that deletes, disables or sends something that cannot be taken
 * back. It asks the way every console deletion does (the browser's confirm box, as media and
 * redirects do): cancelled, the form is not sent. Enter in a field clicks it too, so it asks then.
 */
export function ConfirmButton({ question, className, children, ...rest }: Props) {
  return (
    <button
      type="submit"
      className={className}
      aria-label={rest['aria-label']}
      onClick={(event) => {
        if (question && !window.confirm(question)) event.preventDefault();
      }}
    >
      {children}
    </button>
  );
}
