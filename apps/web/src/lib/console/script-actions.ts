import 'server-only';
import type { Action } from '@tsuzuri/staff/permissions';
import { forbidden } from 'next/navigation';
import type { ActionResult } from './action-result';
import { runAudited } from './audited-run';
import { authorise, type Staff } from './guard';
import { consoleLocale } from './locale';
import { currentStaff } from './session';
import { SIGNED_OUT_CODE } from './signed-out';
import type { StaffContext } from './staff-context';

/**
 * Server actions a console screen calls from its script (a save, a role change, a heartbeat).
 * Signed out, they answer rather than redirect: a redirect from such a call takes the whole
 * screen to the login page, and with it whatever was typed and not yet saved (a session that
 * ended while the article editor was open lost the article's unsaved text). The screen says so
 * and keeps the work; signing in again in another tab lets the next save through.
 */
export const SIGNED_OUT = {
  ja: 'ログインが切れているため、この操作は行われていません。別のタブでログインし直すと、この画面のまま続けられます',
  en: 'You are signed out, so this was not done. Sign in again in another tab, then carry on here',
};

/** Whether the call comes from no session at all (an ended one): the screen is told, not redirected. */
export async function isSignedOut(): Promise<boolean> {
  return authorise('dashboard.view', await currentStaff()) === 'signed-out';
}

/** The answer to a call whose session has ended. */
export async function signedOutAnswer(): Promise<ActionResult<never>> {
  return { ok: false, code: SIGNED_OUT_CODE, message: SIGNED_OUT[await consoleLocale()] };
}

/** `staffAction` for an action that answers ActionResult: signed out is an answer too. */
export function staffAnswerAction<Args extends unknown[], T>(
  action: Action,
  fn: (ctx: StaffContext, ...args: Args) => Promise<ActionResult<T>>,
): (...args: Args) => Promise<ActionResult<T>> {
  return async (...args: Args) => {
    const ctx = authorise(action, await currentStaff());
    if (ctx === 'signed-out') return signedOutAnswer();
    if (ctx === 'forbidden') forbidden();
    return runAudited(ctx, action, (c) => fn(c, ...args));
  };
}

/**
 * For a read a screen's script makes (revisions, the media picker, a heartbeat): the staff member,
 * or null when signed out (the caller answers with nothing rather than redirect); forbidden() when
 * their role does not allow it.
 */
export async function staffForScript(action: Action): Promise<Staff | null> {
  const ctx = authorise(action, await currentStaff());
  if (ctx === 'forbidden') forbidden();
  return ctx === 'signed-out' ? null : ctx.staff;
}
