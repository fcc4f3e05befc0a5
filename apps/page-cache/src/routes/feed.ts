import type { FastifyInstance } from 'fastify';
import { PurgesQuerySchema } from '@tsuzuri/cache-protocol';
import { StoreUnavailableError } from '../store/types';
import type { RouteDeps } from './deps';

export async function feedRoutes(app: FastifyInstance, { store }: RouteDeps) {
  // The fronts poll this (about once a second) to drop what their in-process L1 holds.
  // Not admin: it reveals only key and tag names, never content, and every front process would
  // otherwise need the admin secret, which can delete everything.
  app.get('/purges', async (request) => {
    const q = PurgesQuerySchema.parse(request.query);
    return store.purgesSince(q.since, q.domain);
  });

  app.get('/health', async (_request, reply) => {
    try {
      await store.ping();
      return { ok: true, store: store.kind };
    } catch (err) {
      if (!(err instanceof StoreUnavailableError)) throw err;
      return reply.code(503).send({ ok: false, store: store.kind, error: err.message });
    }
  });
}
