'use client';

import { type FormEvent, type RefObject, useCallback, useRef } from 'react';
import { useOnReach } from './use-on-reach';

/**
 * A form's browser-side check (its zod schema, ~17 KB gzip) loaded when the reader reaches the
 * form — scrolled near it, or focus inside it — instead of with the page: no first view needs it
 * (docs/product.md#validation). A submit that comes before it has arrived waits for it and
 * submits again; if it cannot load (offline), the form posts unchecked and the server's answer
 * says what is wrong: the server checks everything anyway.
 */
export function useLazyCheck<Check>(
  form: RefObject<HTMLFormElement | null>,
  load: () => Promise<Check>,
) {
  const check = useRef<Check | null>(null);
  const loading = useRef<Promise<void> | null>(null);
  const failed = useRef(false);
  const loadRef = useRef(load);

  // Loads once: a later call (the reach, a submit) gets the same promise.
  const prefetch = useCallback(() => {
    loading.current ??= loadRef.current().then(
      (loaded) => {
        check.current = loaded;
      },
      () => {
        failed.current = true;
      },
    );
    return loading.current;
  }, []);

  useOnReach(form, prefetch);

  /**
   * Runs `run` with the check in the submit handler; before the check has loaded, holds this
   * submit back and sends it again (same button) once it has.
   */
  const onSubmit = (event: FormEvent<HTMLFormElement>, run: (loaded: Check) => void) => {
    if (check.current) return run(check.current);
    if (failed.current) return;
    event.preventDefault();
    const element = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    void prefetch().then(() => element.requestSubmit(submitter ?? undefined));
  };

  /** The check once it has loaded; null if it cannot (the server's check answers instead). */
  const whenLoaded = async (): Promise<Check | null> => {
    await prefetch();
    return check.current;
  };

  return { prefetch, onSubmit, whenLoaded };
}
