import type { FastifyInstance } from 'fastify';
import { PurgesQuerySchema } from '@tsuzuri/cache-protocol';
import { createFeedWaiters } from '../feed-waiters';
import { StoreUnavailableError } from '../store/types';
import type { RouteDeps } from './deps';

export async function feedRoutes(app: FastifyInstance, { store }: RouteDeps) {
  const waiters = createFeedWaiters();
  const stopWatching = store.watchFeed(() => waiters.wakeAll());
  // Held requests end before the server waits for its requests in flight to finish.
  app.addHook('preClose', async () => {
    stopWatching();
    waiters.close();
  });

  // The fronts, the render workers and the edge's relay follow this to drop what they keep.
  // Not admin: it reveals only key and tag names, never content, and every front process would
  // otherwise need the admin secret, which can delete everything.
  app.get('/purges', async (request, reply) => {
    const q = PurgesQuerySchema.parse(request.query);
    if (!q.wait || q.since === undefined) return store.purgesSince(q.since, q.domain);
    // Held from before the first read: a purge between the read and the hold still wakes it.
    const deadline = Date.now() + q.wait;
    let held = waiters.hold(q.wait, reply.raw);
    try {
      for (;;) {
        const now = await store.purgesSince(q.since, q.domain);
        // Anything newer (another site's purges too: the caller moves its `since` past them).
        if (!held || now.events.length || now.reset || now.seq !== q.since) return now;
        await held.woken;
        held.release();
        // Woken with nothing newer (a purge recorded before this read, heard late over Redis's
        // pub/sub): hold on for the rest of the wait, unless it is over or the caller has gone.
        const left = deadline - Date.now();
        held = left > 0 && !reply.raw.closed ? waiters.hold(left, reply.raw) : false;
      }
    } finally {
      if (held) held.release();
    }
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
