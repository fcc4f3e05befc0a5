import { createHash, timingSafeEqual } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { serverEnv } from '../env';
import type { RateLimiter } from './abuse/rate-limit';
import { sharedLimiter } from './abuse/shared-limiter';
import { visitorFromHeaders } from './visitor';

/** Failed admin calls allowed per address and window; beyond them every call waits the window out. */
export const ADMIN_FAILURES = { limit: 10, windowMs: 60_000 };

export type AdminGuard = {
  /** Counts failures only (shared across workers and, with REDIS_URL, instances). */
  failures: RateLimiter;
  /** Addresses this process saw go over the limit, until when: right keys wait too, or a blocked guesser would still learn which key is right. */
  blockedUntil: Map<string, number>;
  log: Pick<Logger, 'warn'>;
  now?: () => number;
};

let processGuard: AdminGuard | undefined;
function defaultGuard(): AdminGuard {
  processGuard ??= {
    failures: sharedLimiter('admin-auth', ADMIN_FAILURES, serverEnv().REDIS_URL),
    blockedUntil: new Map(),
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
export async function requireAdmin(request: Request, adminToken: string | undefined, guard: AdminGuard = defaultGuard()): Promise<Response | null> {
  const now = (guard.now ?? Date.now)();
  const { ip } = visitorFromHeaders(request.headers);
  const blocked = guard.blockedUntil.get(ip);
  if (blocked !== undefined && blocked > now) return tooMany(blocked - now);
  if (blocked !== undefined) guard.blockedUntil.delete(ip);

  const given = request.headers.get('authorization')?.match(/^Bearer\s+(.+)$/i)?.[1] ?? '';
  if (adminToken && given && timingSafeEqual(digest(given), digest(adminToken))) return null;

  const counted = await guard.failures.hit(`admin:${ip}`);
  guard.log.warn({ ip, path: new URL(request.url).pathname, reason: given ? 'wrong token' : 'no bearer token', configured: Boolean(adminToken) }, 'admin API: refused');
  if (!counted.allowed) {
    if (guard.blockedUntil.size > 10_000) guard.blockedUntil.clear();
    guard.blockedUntil.set(ip, now + counted.retryAfterMs);
    return tooMany(counted.retryAfterMs);
  }
  return Response.json(
    { cscode: 401, data: null, message: 'Unauthorized' },
    { status: 401, headers: { 'www-authenticate': 'Bearer realm="tsuzuri-admin"' } },
  );
}
