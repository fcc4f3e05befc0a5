import type { StaffAuth } from './auth';

/**
 * The better-auth endpoints the console reaches over HTTP, by exact path. Everything else
 * better-auth would answer (update-user, change-password, list- and revoke-sessions, password
 * resets, …) is 404: the console changes names, passwords and sessions through its own screens
 * and commands, which apply its rules (a display name of 1–80 characters, the sign-in limits)
 * and write the audit log; better-auth's own endpoints did neither (docs/security.md#the-staff-console).
 * A path that is only like an open one (a trailing slash, other letter case) is not it.
 */
export const STAFF_HTTP_ENDPOINTS: ReadonlySet<string> = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-out',
  '/api/auth/get-session',
]);

const notFound = () =>
  Response.json(
    { message: 'Not found' },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );

/** better-auth's handler, for the open endpoints only. */
export function staffHttpHandler(auth: StaffAuth) {
  return (request: Request): Promise<Response> | Response =>
    STAFF_HTTP_ENDPOINTS.has(new URL(request.url).pathname) ? auth.handler(request) : notFound();
}
