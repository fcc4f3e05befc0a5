import 'server-only';
import { getDb } from '@tsuzuri/db';
import type { Action } from '@tsuzuri/staff/permissions';
import { decide } from '@tsuzuri/staff/session';
import { audit } from '@tsuzuri/staff';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { siteConfig } from '@tsuzuri/config';
import { runAudited } from './audited-run';
import type { StaffContext } from './staff-context';
import { consoleLocale } from './locale';
import { type LoginReason, loginPath } from './login-path';
import { CONSOLE_PATH_HEADER } from './path-header';
import { plainRefusal, ROUTE_REFUSALS } from './route-refusal';
import { currentStaff, type Staff, staffFromHeaders } from './session';

export type { Staff } from './session';

/**
 * Signed out: to the login page, which comes back to the console path this request was for
 * (a page asked for, or the screen a form was posted from: proxy.ts names it).
 */
async function toLogin(reason?: LoginReason): Promise<never> {
  redirect(loginPath((await headers()).get(CONSOLE_PATH_HEADER), reason));
}

/**
 * For console pages and layouts: the signed-in staff member allowed to do `action`. Signed out:
 * a redirect to the login page (which comes back here after). Signed in without the permission:
 * the console's 403 page (forbidden()).
 */
export async function requireStaff(action: Action = 'dashboard.view'): Promise<Staff> {
  const decision = decide(await currentStaff(), action);
  if ('allowed' in decision) return decision.allowed;
  if (decision.refused === 'forbidden') forbidden();
  return toLogin();
}

/** Whether `found` may do `action`: its context for the write, or why not. */
export function authorise(
  action: Action,
  found: Staff | null,
): StaffContext | 'signed-out' | 'forbidden' {
  const decision = decide(found, action);
  if (!('allowed' in decision)) return decision.refused;
  const staff = decision.allowed;
  const actor = { id: staff.id, email: staff.email };
  return {
    staff,
    actor,
    audit: async (entry, db) =>
      audit(db ?? (await getDb()), {
        actor,
        action: entry.action ?? action,
        target: entry.target,
        details: entry.details,
      }),
    audited: () => {},
  };
}

/**
 * A console form's server action: `export const save = staffAction('articles.edit', async (ctx, form: FormData) => …)`
 * in a 'use server' file. (An action a screen calls from its script, answering ActionResult, is a
 * staffAnswerAction instead: script-actions.ts.) Signed out (the session ended while the screen
 * was open): a redirect to the login page, which says that what was sent was not saved and comes
 * back to the screen after signing in; not allowed: forbidden() —
 * `fn` never runs, nothing is written (Next answers a post of a refused action with 404). After `fn` succeeds the write is in the audit log. Server actions are
 * POST-only and Next refuses one whose Origin is not this host (tests/e2e/admin-auth.spec.ts).
 */
export function staffAction<Args extends unknown[], R>(
  action: Action,
  fn: (ctx: StaffContext, ...args: Args) => Promise<R>,
): (...args: Args) => Promise<R> {
  return async (...args: Args) => {
    const ctx = authorise(action, await currentStaff());
    if (ctx === 'signed-out') return toLogin('expired');
    if (ctx === 'forbidden') forbidden();
    return runAudited(ctx, action, (c) => fn(c, ...args));
  };
}

/** Whether an unsafe request comes from a page of this site (CSRF): Origin, else Sec-Fetch-Site. */
export function isSameOriginWrite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return true;
  const origin = request.headers.get('origin');
  if (origin) return origin === new URL(siteConfig().siteUrl).origin;
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/**
 * A console route handler (uploads, CSV downloads): `export const POST = staffRoute('media.edit', async (ctx, request) => …)`.
 * Signed out, a GET (a download opened as a link) answers 303 to the sign-in page, which comes
 * back to it; a write answers 401. Not allowed, or a write from another origin: 403. Each
 * refusal is a sentence of plain text in the console's language (route-refusal.ts). Writes (not
 * GET/HEAD) are audited.
 */
export function staffRoute<Extra extends unknown[]>(
  action: Action,
  handler: (ctx: StaffContext, request: Request, ...extra: Extra) => Promise<Response>,
): (request: Request, ...extra: Extra) => Promise<Response> {
  return async (request, ...extra) => {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    // The console's language is read only for a refusal, not on every download and upload.
    const refuse = async (status: number, said: keyof (typeof ROUTE_REFUSALS)['ja']) =>
      plainRefusal(status, ROUTE_REFUSALS[await consoleLocale()][said]);
    if (!isSameOriginWrite(request)) return refuse(403, 'crossOrigin');
    const ctx = authorise(action, await staffFromHeaders(request.headers));
    if (ctx === 'signed-out' && reading) {
      const { pathname, search } = new URL(request.url);
      return new Response(null, {
        status: 303,
        headers: { location: loginPath(`${pathname}${search}`), 'cache-control': 'no-store' },
      });
    }
    if (ctx === 'signed-out') return refuse(401, 'signedOut');
    if (ctx === 'forbidden') return refuse(403, 'forbidden');
    if (reading) return handler(ctx, request, ...extra);
    return runAudited(ctx, action, (c) => handler(c, request, ...extra));
  };
}
