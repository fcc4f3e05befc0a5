'use client';

import { type RefObject, useState } from 'react';
import { SHELL_TEXTS } from './texts';
import { useLeaveGuard } from './use-leave-guard';

/**
 * A console form's unsaved work (docs/product.md#leaving-a-console-form): `values` (what the
 * form shows) differ from what it was opened with or last saved. While they do, leaving the page
 * asks the console's one question (useLeaveGuard); submitting this form does not. After a save
 * succeeds, `markSaved(sent)` records what was sent (text typed while it was saving stays
 * unsaved), or for an add form that empties itself, what it shows now. Each form keeps its own
 * record, so on a screen of several forms saving one leaves the others' work unsaved.
 */
export function useUnsavedGuard<T>(
  values: T,
  form: RefObject<HTMLFormElement | null>,
  lang: 'ja' | 'en',
): { dirty: boolean; markSaved: (saved: T) => void } {
  const [saved, setSaved] = useState(() => JSON.stringify(values));
  const dirty = JSON.stringify(values) !== saved;
  useLeaveGuard(() => dirty, SHELL_TEXTS[lang].leaveConfirm, form);
  return { dirty, markSaved: (next: T) => setSaved(JSON.stringify(next)) };
}
