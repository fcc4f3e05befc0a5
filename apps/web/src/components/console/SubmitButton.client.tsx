'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useFormStatus } from 'react-dom';

export type SubmitButtonProps = {
  /** What the button says while its form is being sent; its children when not given. */
  pendingLabel?: ReactNode;
  className?: string;
  'aria-label'?: string;
  /** Sent with the form when this button sends it (one form, several decisions). */
  name?: string;
  value?: string;
  /** Runs on a click while the form is not being sent; preventDefault() keeps it from going. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  children: ReactNode;
};

/**
 * A console form's submit button that is disabled while its form is being sent, so a double
 * click sends it once (docs/product.md, "Operators' console"). It must sit inside the form
 * (useFormStatus reads the nearest one). Without JavaScript it is a plain submit button and the
 * server's own duplicate checks stand.
 */
export function SubmitButton({
  pendingLabel,
  className,
  onClick,
  children,
  ...rest
}: SubmitButtonProps) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={className}
      aria-label={rest['aria-label']}
      name={rest.name}
      value={rest.value}
      disabled={pending}
      aria-busy={pending || undefined}
      onClick={(event) => {
        if (pending) return event.preventDefault();
        onClick?.(event);
      }}
    >
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}
