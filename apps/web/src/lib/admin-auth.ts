import { createHash, timingSafeEqual } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { serverEnv } from '../env';
import { addressKey } from './abuse/address-key';
import type { RateLimiter } from './abuse/rate-limit';
import { sharedLimiter } from './abuse/shared-limiter';
import { visitorFromHeaders } from './visitor';

/** Failed admin calls allowed per address and window; beyond them every call waits the window out. */
export const ADMIN_FAILURES = { limit: 10, windowMs: 60_000 };

export type AdminGuard = {
  /**
   * Counts failures only, and says who is blocked: shared by the workers of an instance (through
   * the cluster primary) and, with REDIS_URL, by every instance — so no worker that has not seen
   * the block itself still compares the token and tells a blocked guesser which guess was right.
   */
  failures: RateLimiter;
  log: Pick<Logger, 'warn'>;
};

let processGuard: AdminGuard | undefined;
function defaultGuard(): AdminGuard {
  processGuard ??= {
    failures: sharedLimiter('admin-auth', ADMIN_FAILURES, serverEnv().REDIS_URL),
    log: pino({ name: 'admin-auth', base: { pid: process.pid } }),
  };
  return processGuard;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function tooMany(retryAfterMs: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return Response.json(
    { cscode: 429, data: null, message: 'Too many failed attempts; try again later' },
    { status: 429, headers: { 'retry-after': String(seconds), 'cache-control': 'no-store' } },
  );
}

/**
 * The admin API's guard: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time
 * (both sides hashed first so their lengths match). Failed attempts are logged and counted per
 * address: after ADMIN_FAILURES.limit in a window the address gets 429 with Retry-After until
 * the window ends. Right tokens never count, so a caller that knows it is not slowed.
 * Returns null when allowed, else the response to send.
 */
export async function requireAdmin(
  request: Request,
  adminToken: string | undefined,
  guard: AdminGuard = defaultGuard(),
): Promise<Response | null> {
  const { ip } = visitorFromHeaders(request.headers);
  // Per address key (an IPv6 line by its /64). Blocked means blocked for every call, the right
  // token included, whichever worker or instance answers: decided before the token is compared.
  const key = `admin:${addressKey(ip)}`;
  const standing = await guard.failures.peek(key);
  if (!standing.allowed) return tooMany(standing.retryAfterMs);

  const given = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  if (adminToken && given && timingSafeEqual(digest(given), digest(adminToken))) return null;

  const counted = await guard.failures.hit(key);
  guard.log.warn(
    {
      ip,
      path: new URL(request.url).pathname,
      reason: given ? 'wrong token' : 'no bearer token',
      configured: Boolean(adminToken),
    },
    'admin API: refused',
  );
  if (!counted.allowed) return tooMany(counted.retryAfterMs);
  return Response.json(
    { cscode: 401, data: null, message: 'Unauthorized' },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="tsuzuri-admin"' } },
  );
}
