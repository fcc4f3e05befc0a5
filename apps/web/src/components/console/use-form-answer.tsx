import { useEffect, useId, useRef, useState } from 'react';
import type { FieldIssue } from '@/lib/console/action-result';
import type { FormMessage } from './FormFooter';

type Answer = { ok: true } | { ok: false; message: string; issues?: FieldIssue[] };

/** What people read as a field's name: its label, after the group it sits in when it needs one. */
function nameOf(field: HTMLElement): string {
  const label = (field as HTMLInputElement).labels?.[0]?.cloneNode(true) as HTMLElement | undefined;
  for (const reason of label?.querySelectorAll('.c-field-error') ?? []) reason.remove();
  const own = field.getAttribute('aria-label') ?? label?.textContent ?? '';
  const group = field.closest('fieldset')?.querySelector('legend')?.textContent?.trim();
  return group && !own.includes(group) ? `${group} › ${own.trim()}` : own.trim();
}

/**
 * A console form's answer from its server action, shown one way on every form: saved (a status
 * under the buttons), or refused — each reason under the field it is about (marked invalid, its
 * text linked to it), and under the buttons a summary naming each field by the label on screen,
 * with the reasons no field shows; the first field to fix gets the focus. `field(path)` gives an
 * input the id the answer's issue paths point at ('downloadUrls.windows'), `error(path)` its
 * reason.
 */
export function useFormAnswer() {
  const prefix = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [message, setMessage] = useState<FormMessage>(null);
  const idOf = (path: string) => `${prefix}-${path}`;
  const issueAt = (path: string) => issues.find((i) => i.path === path);

  // After the fields have marked themselves: name them in the summary and focus the first.
  useEffect(() => {
    const form = formRef.current;
    if (!form || !issues.length) return;
    const lines = issues.map((issue) => {
      const field = document.getElementById(`${prefix}-${issue.path}`);
      return field && form.contains(field) ? `${nameOf(field)}: ${issue.message}` : issue.message;
    });
    setMessage({ ok: false, text: [...new Set(lines)].join('\n') });
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [issues, prefix]);

  return {
    formRef,
    message,
    /**
     * Shows a server action's answer; `saved` is what a success says; `rename` maps a refused
     * path to the form's own where they differ (the products form's plans).
     */
    show(answer: Answer, saved: string, rename: (path: string) => string = (path) => path) {
      if (answer.ok) {
        setIssues([]);
        return setMessage({ ok: true, text: saved });
      }
      const found = (answer.issues ?? []).map((i) => ({ ...i, path: rename(i.path) }));
      setIssues(found);
      // With issues, the summary is written once the fields have marked themselves (above).
      setMessage(found.length ? null : { ok: false, text: answer.message });
    },
    clear() {
      setIssues([]);
      setMessage(null);
    },
    field(path: string) {
      const issue = issueAt(path);
      return {
        id: idOf(path),
        'aria-invalid': issue ? true : undefined,
        'aria-describedby': issue ? `${idOf(path)}-error` : undefined,
      };
    },
    error(path: string) {
      const issue = issueAt(path);
      return issue ? (
        <p id={`${idOf(path)}-error`} className="c-field-error">
          {issue.message}
        </p>
      ) : null;
    },
  };
}

export type FormAnswer = ReturnType<typeof useFormAnswer>;
