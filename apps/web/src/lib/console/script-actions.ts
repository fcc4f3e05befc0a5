import 'server-only';
import type { Action } from '@tsuzuri/staff/permissions';
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

/**
 * The role no longer allows it (the owner changed it while the screen was open): said the same
 * way, for the same reason. The 403 page a plain form gets would replace the screen and the work
 * on it.
 */
export const NOT_ALLOWED = {
  ja: 'あなたの役割ではこの操作はできません。役割が変わったときは、サイトのオーナーに確かめてください。この画面の内容はそのまま残っています',
  en: "Your role does not allow this. If your role has changed, ask the site's owner. What is on this screen stays as it is",
};
export const NOT_ALLOWED_CODE = 'not-allowed';

/** The answer to a call whose session has ended. */
async function signedOutAnswer(): Promise<ActionResult<never>> {
  return { ok: false, code: SIGNED_OUT_CODE, message: SIGNED_OUT[await consoleLocale()] };
}

async function notAllowedAnswer(): Promise<ActionResult<never>> {
  return { ok: false, code: NOT_ALLOWED_CODE, message: NOT_ALLOWED[await consoleLocale()] };
}

/** Why a screen's script call may not run, as its answer; null when it may. */
export async function scriptRefusal(action: Action): Promise<ActionResult<never> | null> {
  const ctx = authorise(action, await currentStaff());
  if (ctx === 'signed-out') return signedOutAnswer();
  return ctx === 'forbidden' ? notAllowedAnswer() : null;
}

/** `staffAction` for an action that answers ActionResult: signed out or not allowed is an answer too. */
export function staffAnswerAction<Args extends unknown[], T>(
  action: Action,
  fn: (ctx: StaffContext, ...args: Args) => Promise<ActionResult<T>>,
): (...args: Args) => Promise<ActionResult<T>> {
  return async (...args: Args) => {
    const ctx = authorise(action, await currentStaff());
    if (ctx === 'signed-out') return signedOutAnswer();
    if (ctx === 'forbidden') return notAllowedAnswer();
    return runAudited(ctx, action, (c) => fn(c, ...args));
  };
}

/**
 * For a read a screen's script makes (revisions, the media picker, a heartbeat): the staff member,
 * or null when signed out or no longer allowed (the caller answers with nothing, never a redirect
 * or the 403 page; the next save says why).
 */
export async function staffForScript(action: Action): Promise<Staff | null> {
  const ctx = authorise(action, await currentStaff());
  return ctx === 'signed-out' || ctx === 'forbidden' ? null : ctx.staff;
}
