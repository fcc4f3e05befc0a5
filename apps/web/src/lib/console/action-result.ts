import { EditConflictError, EditorialError } from '@tsuzuri/content/editorial';
import { ZodError } from 'zod';

/**
 * What a console write answers: the value, or why not in words a screen can show (the back end's
 * messages are Japanese first with English after). Expected refusals are answers, not throws:
 * a thrown error in a server action reaches the browser as a bare "server error".
 */
export type ActionResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      code: string;
      message: string;
      /** On a conflict: the version now stored and who saved since. */
      conflict?: { currentVersion: number; by: string[] };
    };

export function refused(error: unknown): ActionResult<never> {
  if (error instanceof EditConflictError)
    return {
      ok: false,
      code: 'conflict',
      message: error.message,
      conflict: {
        currentVersion: error.currentVersion,
        by: [...new Set(error.savedSince.map((s) => s.byName))],
      },
    };
  if (error instanceof EditorialError)
    return { ok: false, code: error.code, message: error.message };
  if (error instanceof ZodError)
    return {
      ok: false,
      code: 'invalid',
      message: error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join(' / '),
    };
  throw error;
}

/** Runs a write and turns expected refusals into answers; anything else still throws. */
export async function answer<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    return refused(error);
  }
}
