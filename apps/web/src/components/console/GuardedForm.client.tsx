'use client';

import { type ReactNode, useRef } from 'react';
import { SHELL_TEXTS } from './texts';
import { useLeaveGuard } from './use-leave-guard';

/** The input types a person types text into (a checkbox or a hidden field is not typed work). */
const TYPED = new Set(['text', 'search', 'email', 'url', 'tel', 'number', 'password']);

/**
 * Whether a plain form holds text typed since it was rendered: a text field or text area whose
 * value differs from the value it came with (typing a letter and deleting it is no change).
 */
export function hasTypedText(form: HTMLFormElement | null): boolean {
  if (!form) return false;
  for (const field of form.elements) {
    const typed =
      field instanceof HTMLTextAreaElement ||
      (field instanceof HTMLInputElement && TYPED.has(field.type));
    if (typed && field.value !== field.defaultValue) return true;
  }
  return false;
}

/**
 * A server-rendered console form posting to a server action, whose typed text is guarded like
 * every console form's (docs/product.md#leaving-a-console-form): leaving the page while it holds
 * typed text asks the console's one question; submitting it does not. Its fields stay the
 * server's (uncontrolled): the form needs no state of its own, and works without JavaScript.
 */
export function GuardedForm({
  action,
  className,
  lang,
  children,
}: {
  action: (form: FormData) => void | Promise<void>;
  className?: string;
  lang: 'ja' | 'en';
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  useLeaveGuard(() => hasTypedText(form.current), SHELL_TEXTS[lang].leaveConfirm, form);
  return (
    <form ref={form} action={action} className={className}>
      {children}
    </form>
  );
}
