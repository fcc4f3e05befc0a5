import type { FastifyInstance } from 'fastify';
import {
  ClearByVersionQuerySchema,
  PurgeQuerySchema,
  ResetQuerySchema,
} from '@tsuzuri/cache-protocol';
import { adminOnly, DELETING, type RouteDeps } from './deps';

/** Domain-wide invalidation: /reset, /clearByVersion (after a deploy) and /purge by tag (content writes). */
export async function adminRoutes(app: FastifyInstance, { store, isAdmin }: RouteDeps) {
  app.addHook('onRequest', adminOnly(isAdmin));

  app.route({
    ...DELETING,
    url: '/reset',
    handler: async (request) => {
      const q = ResetQuerySchema.parse(request.query);
      await store.clearDomain(q.domain);
      await store.recordPurge({ kind: 'reset', values: [], domain: q.domain });
      request.log.info({ domain: q.domain }, 'cache domain reset');
      return { ok: true };
    },
  });

  // After a deploy: pages rendered by older builds embed the old build id; drop them all.
  app.route({
    ...DELETING,
    url: '/clearByVersion',
    handler: async (request) => {
      const q = ClearByVersionQuerySchema.parse(request.query);
      const deleted = await store.clearOtherVersions(q.domain, q.ts);
      await store.recordPurge({ kind: 'version', values: [q.ts], domain: q.domain });
      request.log.info({ domain: q.domain, ts: q.ts, deleted }, 'cache cleared of other builds');
      return { deleted };
    },
  });

  // A content write purges the tags it touched, in pages and API responses alike.
  app.post('/purge', async (request) => {
    const q = PurgeQuerySchema.parse(request.query);
    const purged = await store.deleteByTags(q.domain, q.tags);
    await store.recordPurge({ kind: 'tags', values: q.tags, domain: q.domain });
    request.log.info({ domain: q.domain, tags: q.tags, purged }, 'cache purged by tag');
    return { purged };
  });
}
