import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendUnauthorized } from '../admin';
import type { CacheStore } from '../store/types';

/** What every route plugin is given (fastify/demo style: dependencies in, no globals). */
export type RouteDeps = {
  store: CacheStore;
  isAdmin: (request: FastifyRequest) => boolean;
  /** Page lookups since start (GET /stats): counted on /get and /set; the fronts' reports. */
  counters: LookupCounters;
};

export type LookupCounters = {
  since: string;
  hits: number;
  misses: number;
  sets: number;
  /** What the fronts answered, as they report it (POST /answers). */
  answers: { cached: number; rendered: number; reportedAt: string | null };
};
export const newCounters = (): LookupCounters => ({
  since: new Date().toISOString(),
  hits: 0,
  misses: 0,
  sets: 0,
  answers: { cached: 0, rendered: 0, reportedAt: null },
});

/** onRequest hook for admin calls: refuse before the body is read or anything is touched. */
export function adminOnly(isAdmin: RouteDeps['isAdmin']) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isAdmin(request)) return sendUnauthorized(reply);
  };
}

// Deleting calls accept GET and POST (existing callers use plain GETs; docs/product.md#page-cache-service-endpoints).
// No automatic HEAD route: a HEAD probe must never delete anything.
export const DELETING = { method: ['GET', 'POST'] as ('GET' | 'POST')[], exposeHeadRoute: false };
