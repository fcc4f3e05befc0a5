import { MAX_BODY_BYTES, MAX_BODY_KB, utf8Bytes } from '@tsuzuri/content/editorial/body-limit';
import type { ActionResult } from '@/lib/console/action-result';
import { SIGNED_OUT_CODE } from '@/lib/console/signed-out';
import { type ArticleTexts, fill } from './texts';

/**
 * Why a save or a workflow move did not happen, as the screen explains it: the request never
 * reached the server, the server failed without an answer, the body is over the limit (checked
 * here, before sending), the session has ended (the screen offers the sign-in page in another
 * tab and keeps the work), or the server refused with its own words.
 */
export type SaveProblem =
  | { kind: 'unreachable' }
  | { kind: 'signed_out'; message: string }
  | { kind: 'server' }
  | { kind: 'too_large'; kb: number }
  | { kind: 'refused'; message: string };

/** The body's size problem, or null: the same limit as the server's, in bytes of UTF-8. */
export function bodySizeProblem(html: string): SaveProblem | null {
  const bytes = utf8Bytes(html);
  return bytes > MAX_BODY_BYTES ? { kind: 'too_large', kb: Math.ceil(bytes / 1024) } : null;
}

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
  if (failed.code === SIGNED_OUT_CODE) return { kind: 'signed_out', message: failed.message };
  return { kind: 'refused', message: failed.message };
}

export function saveProblemText(t: ArticleTexts, problem: SaveProblem): string {
  switch (problem.kind) {
    case 'unreachable':
      return t.saveUnreachable;
    case 'server':
      return t.saveServerFailed;
    case 'signed_out':
      return problem.message;
    case 'too_large':
      return fill(t.bodyTooLarge, { kb: problem.kb, max: MAX_BODY_KB });
    case 'refused':
      return `${t.saveFailed}: ${problem.message}`;
  }
}
