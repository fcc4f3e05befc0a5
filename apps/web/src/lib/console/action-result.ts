import type { MediaUse } from '@tsuzuri/media';
import { EditConflictError, EditorialError } from '@tsuzuri/content/editorial';
import { ZodError } from 'zod';
import { type ConsoleLocale, consoleLocale } from './locale';
import { issueText } from './refusal-text';

/** One refused field: its key in the action's input ('downloadUrls.windows') and why, in words. */
export type FieldIssue = { path: string; message: string };

/**
 * What a console write answers: the value, or why not in the console's language. Expected
 * refusals are answers, not throws: a thrown error in a server action reaches the browser as a
 * bare "server error". `message` names no field key (a screen that cannot point at fields shows
 * it as it is); `issues` say which field each reason is about, for a form that shows each reason
 * under its field (components/console/use-form-answer.tsx).
 */
export type ActionResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      code: string;
      message: string;
      issues?: FieldIssue[];
      /** On a conflict: the version now stored and who saved since. */
      conflict?: { currentVersion: number; by: string[] };
      /** An image still in use: what shows it. */
      usedBy?: MediaUse[];
    };

export function refused(error: unknown, lang: ConsoleLocale): ActionResult<never> {
  if (error instanceof EditConflictError)
    return {
      ok: false,
      code: 'conflict',
      message: error.texts[lang],
      conflict: {
        currentVersion: error.currentVersion,
        by: [...new Set(error.savedSince.map((s) => s.byName))],
      },
    };
  if (error instanceof EditorialError) {
    const message = error.texts[lang];
    const issues = error.field ? [{ path: error.field, message }] : undefined;
    return { ok: false, code: error.code, message, issues };
  }
  if (error instanceof ZodError) {
    const issues = error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issueText(issue, lang),
    }));
    return {
      ok: false,
      code: 'invalid',
      message: [...new Set(issues.map((i) => i.message))].join(' / '),
      issues,
    };
  }
  throw error;
}

/** Runs a write and turns expected refusals into answers; anything else still throws. */
export async function answer<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return refused(error, await consoleLocale());
  }
}
