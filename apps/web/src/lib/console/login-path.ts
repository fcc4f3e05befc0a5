/**
 * The console's sign-in page and where it returns to: one check of `next` for every way there
 * (a page asked for signed out, a form posted after the session ended, the sign-in itself), so
 * none of them can be made to send a person to another site. Pure, for the tests.
 */
export const LOGIN_PATH = '/admin/login';

/** A path inside the console (for "come back here after signing in"; never another site). */
export const isConsolePath = (path: string): boolean =>
  /^\/admin(\/[A-Za-z0-9\-._~/%]*)?(\?[^#]*)?$/.test(path) && !path.includes('//');

/** Where signing in goes on to: `next` when it is a console page other than the sign-in page. */
export function returnPath(next: unknown): string | undefined {
  return typeof next === 'string' && isConsolePath(next) && !next.startsWith(LOGIN_PATH)
    ? next
    : undefined;
}

/**
 * What the sign-in page says about why it is shown: `expired`, a form was posted after the
 * session ended and what it sent was not saved (the console's script calls answer in words
 * instead: script-actions.ts).
 */
export type LoginReason = 'expired';

/** The sign-in page, returning to `back` (the screen asked for or posted from) when it may. */
export function loginPath(back: string | null, reason?: LoginReason): string {
  const next = returnPath(back);
  const query = [next && `next=${encodeURIComponent(next)}`, reason && `done=${reason}`];
  const search = query.filter(Boolean).join('&');
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
