import { kyselyAdapter } from '@better-auth/kysely-adapter';
import type { Db } from '@tsuzuri/db';
import { type BetterAuthPlugin, betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { loginGate, type LoginLimits, recordFailure } from './login-limits';
import { PASSWORD_MAX, PASSWORD_MIN } from './users';

export type StaffAuthOptions = {
  db: Db;
  /** The site's public URL (SITE_URL): the origin better-auth trusts and the cookies' scheme. */
  siteUrl: string;
  /** At least 32 characters: signs the session cookie (STAFF_AUTH_SECRET or the kept one). */
  secret: string;
  /** Sign-in attempt limits shared by every worker and instance (apps/web: sharedLimiter). */
  limits: LoginLimits;
  /** The client's address from the request headers, as the front passed it on. */
  addressOf: (headers: Headers) => string;
  /** The web app adds better-auth's nextCookies (server actions set the session cookie). */
  plugins?: BetterAuthPlugin[];
};

/** A session lasts this long and is extended when used after `SESSION_REFRESH_S`. */
export const SESSION_LIFETIME_S = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_S = 24 * 60 * 60;

/**
 * The session cookie's name: `__Host-` (Secure, Path=/, no Domain: bound to this host, never
 * set by a sibling subdomain or over http) when the site is https; a plain name on an http
 * site (local runs, the tests), where a browser refuses any Secure cookie. docs/security.md.
 */
export const sessionCookieName = (https: boolean) =>
  https ? '__Host-tsuzuri-staff' : 'tsuzuri-staff';

/** better-auth on our database and our table names (migration 0014_staff). */
export function createStaffAuth(o: StaffAuthOptions) {
  const https = o.siteUrl.startsWith('https://');
  const at = (fields: Record<string, string>) => ({
    ...fields,
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  });
  return betterAuth({
    appName: 'Tsuzuri',
    baseURL: o.siteUrl,
    basePath: '/api/auth',
    secret: o.secret,
    // No `type`: the adapter then stores times as ISO text and flags as 0/1 on both dialects,
    // the same shapes as every other table (the migration says why).
    database: kyselyAdapter(o.db as never),
    telemetry: { enabled: false },
    plugins: o.plugins ?? [],
    emailAndPassword: {
      enabled: true,
      // Accounts come from the setup link and `npm run users -- add`, never from a form.
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      autoSignIn: false,
    },
    user: {
      modelName: 'staff_users',
      fields: at({ emailVerified: 'email_verified' }),
      additionalFields: {
        role: { type: 'string', required: true, input: false },
        disabled: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      modelName: 'staff_sessions',
      fields: at({
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
      }),
      expiresIn: SESSION_LIFETIME_S,
      updateAge: SESSION_REFRESH_S,
      // Every request reads the session row: a disabled account's sessions end at once.
      cookieCache: { enabled: false },
    },
    account: {
      modelName: 'staff_accounts',
      fields: at({
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
      }),
    },
    verification: {
      modelName: 'staff_verifications',
      fields: at({ expiresAt: 'expires_at' }),
    },
    trustedOrigins: [new URL(o.siteUrl).origin],
    // Our limiter (login-limits.ts) counts across instances; better-auth's own counts per process.
    rateLimit: { enabled: false },
    advanced: {
      // Any other cookie better-auth sets carries the same prefix (kept from /cookie_set too).
      cookiePrefix: 'tsuzuri-staff',
      useSecureCookies: false,
      cookies: {
        session_token: {
          name: sessionCookieName(https),
          attributes: { secure: https, sameSite: 'lax', path: '/', httpOnly: true },
        },
      },
      database: { generateId: () => crypto.randomUUID().replaceAll('-', '') },
    },
    databaseHooks: {
      session: {
        create: {
          // A disabled account never gets a session, whatever path asks for one.
          before: async (session) => {
            const user = await o.db
              .selectFrom('staff_users')
              .select('disabled')
              .where('id', '=', String(session.userId))
              .executeTakeFirst();
            if (!user || user.disabled)
              throw new APIError('FORBIDDEN', {
                message: 'ACCOUNT_DISABLED',
                code: 'ACCOUNT_DISABLED',
              });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const wait = await loginGate(
          o.limits,
          o.addressOf(ctx.headers ?? new Headers()),
          emailOf(ctx.body),
        );
        if (wait)
          throw new APIError('TOO_MANY_REQUESTS', {
            message: 'TOO_MANY_ATTEMPTS',
            code: 'TOO_MANY_ATTEMPTS',
            retryAfterSeconds: wait,
          });
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const returned = ctx.context.returned;
        if (isAPIError(returned) && returned.statusCode === 401)
          await recordFailure(o.limits, emailOf(ctx.body));
      }),
    },
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;

const emailOf = (body: unknown): string =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();
