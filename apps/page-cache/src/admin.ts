import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_KEY_HEADER } from '@tsuzuri/cache-protocol';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The admin secret check. The spec passes it as `key`, but `key` is also the cache key of
 * /get and /del, so the secret comes from the x-cache-admin-key header or `admin_key`
 * (docs/decisions/0005-page-cache-service-api.md). Both sides are hashed first: timingSafeEqual needs equal lengths, and
 * comparing digests reveals neither the secret's length nor how much of it matched.
 */
export function adminCheck(secret: string) {
  const expected = digest(secret);
  return (request: FastifyRequest): boolean => {
    const header = request.headers[ADMIN_KEY_HEADER];
    const query = (request.query as Record<string, unknown> | undefined)?.admin_key;
    const given = typeof header === 'string' ? header : typeof query === 'string' ? query : undefined;
    return given !== undefined && timingSafeEqual(digest(given), expected);
  };
}

export function sendUnauthorized(reply: FastifyReply) {
  return reply.code(401).send({ error: 'unauthorized', message: `admin call: send the admin secret in ${ADMIN_KEY_HEADER} or admin_key` });
}
