import type { ActionResult } from '@/lib/console/action-result';
import type { ArticleTexts } from './texts';

/**
 * Why a save or a workflow move did not happen, as the screen explains it: the request never
 * reached the server, the server failed without an answer, or the server refused with its own
 * words (Japanese, then English). Never the browser's "TypeError: Failed to fetch".
 */
export type SaveProblem =
  | { kind: 'unreachable' }
  | { kind: 'server' }
  | { kind: 'refused'; message: string };

/** The codes `reach` gives a call that got no answer (never a back-end refusal's code). */
const NO_ANSWER = { unreachable: 'unreachable', server: 'no_answer' } as const;

/**
 * A server action's answer, or a failed one when none came: fetch rejects with a TypeError when
 * the request cannot be sent (offline, server down: "Failed to fetch"); Next throws a plain
 * Error for an answer that is not an action's (a 5xx, a proxy's error page, a 413).
 */
export async function reach<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch (error) {
    const code = error instanceof TypeError ? NO_ANSWER.unreachable : NO_ANSWER.server;
    return { ok: false, code, message: String(error) };
  }
}

/** A failed answer as the screen explains it. */
export function problemOf(failed: { code: string; message: string }): SaveProblem {
  if (failed.code === NO_ANSWER.unreachable) return { kind: 'unreachable' };
  if (failed.code === NO_ANSWER.server) return { kind: 'server' };
  return { kind: 'refused', message: failed.message };
}

export function saveProblemText(t: ArticleTexts, problem: SaveProblem): string {
  switch (problem.kind) {
    case 'unreachable':
      return t.saveUnreachable;
    case 'server':
      return t.saveServerFailed;
    case 'refused':
      return `${t.saveFailed}: ${problem.message}`;
  }
}
