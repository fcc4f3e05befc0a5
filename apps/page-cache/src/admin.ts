import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_KEY_HEADER } from '@tsuzuri/cache-protocol';

const digest = (value: string) => createHash('sha256').update(value).digest();

const isLoopback = (ip: string) =>
  ip === '::1' || ip.startsWith('127.') || ip.startsWith('::ffff:127.');

/** Failed admin calls allowed per address and window; beyond them every admin call waits the window out. */
export const ADMIN_FAILURES = { limit: 10, windowMs: 60_000 };

/** Requests refused because their address is over the limit: answered 429, not 401. */
const throttled = new WeakMap<FastifyRequest, number>();

/**
 * The admin secret check. `key` is the cache key of
 * /get and /del, so the secret comes from the x-cache-admin-key header or `admin_key`
 * (docs/decisions/0005-page-cache-service-api.md). Both sides are hashed first: timingSafeEqual needs equal lengths, and
 * comparing digests reveals neither the secret's length nor how much of it matched.
 *
 * Failures are logged (never the value tried) and counted per address: after the limit the
 * address is refused until its window ends, with the right secret too — else a blocked guesser
 * would still learn which guess was right. Right secrets never count. One exception: loopback.
 * Every front and content script on this host calls from there, so one script with a stale key
 * would otherwise block every purge and takedown for a minute; a loopback caller is already
 * inside the machine, so its right secret always passes (its wrong ones are still refused and
 * logged).
 */
export function adminCheck(secret: string, now = () => Date.now()) {
  const expected = digest(secret);
  const failures = new Map<string, { start: number; count: number }>();
  return (request: FastifyRequest): boolean => {
    const t = now();
    let w = failures.get(request.ip);
    if (w && t - w.start >= ADMIN_FAILURES.windowMs) {
      failures.delete(request.ip);
      w = undefined;
    }
    const header = request.headers[ADMIN_KEY_HEADER];
    const query = (request.query as Record<string, unknown> | undefined)?.admin_key;
    const given =
      typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
    const right = given !== undefined && timingSafeEqual(digest(given), expected);
    if (w && w.count >= ADMIN_FAILURES.limit && !(right && isLoopback(request.ip))) {
      throttled.set(request, w.start + ADMIN_FAILURES.windowMs - t);
      return false;
    }
    if (right) return true;
    if (!w) {
      if (failures.size > 50_000) failures.clear();
      w = { start: t, count: 0 };
      failures.set(request.ip, w);
    }
    w.count++;
    request.log.warn(
      {
        ip: request.ip,
        path: request.url.split('?')[0],
        reason: given === undefined ? 'no admin secret' : 'wrong admin secret',
      },
      'admin call refused',
    );
    return false;
  };
}

export function sendUnauthorized(reply: FastifyReply) {
  const retryMs = throttled.get(reply.request);
  if (retryMs !== undefined) {
    return reply
      .code(429)
      .header('retry-after', String(Math.max(1, Math.ceil(retryMs / 1000))))
      .send({
        error: 'too_many_failures',
        message: 'too many failed admin calls from this address; try again later',
      });
  }
  return reply.code(401).send({
    error: 'unauthorized',
    message: `admin call: send the admin secret in ${ADMIN_KEY_HEADER} or admin_key`,
  });
}
