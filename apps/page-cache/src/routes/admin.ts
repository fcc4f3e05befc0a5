import type { FastifyInstance } from 'fastify';
import {
  AnswersQuerySchema,
  ClearByVersionQuerySchema,
  KEYS_LIST_LIMIT,
  PurgeQuerySchema,
  ResetQuerySchema,
  type StatsResponse,
} from '@tsuzuri/cache-protocol';
import { adminOnly, DELETING, type RouteDeps } from './deps';

/** Domain-wide invalidation: /reset, /clearByVersion (after a deploy) and /purge by tag (content writes). */
export async function adminRoutes(app: FastifyInstance, { store, isAdmin, counters }: RouteDeps) {
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

  // The console's cache screen: hit ratio of this service's page lookups and what it holds.
  app.get('/stats', async (request): Promise<StatsResponse> => {
    const q = ResetQuerySchema.parse(request.query);
    const [pages, api] = await Promise.all([
      store.keys({ domain: q.domain, type: 0 }, KEYS_LIST_LIMIT),
      store.keys({ domain: q.domain, type: 1 }, KEYS_LIST_LIMIT),
    ]);
    return {
      store: store.kind,
      ...counters,
      answers: { ...counters.answers },
      pages: { entries: pages.keys.length, truncated: pages.truncated },
      api: { entries: api.keys.length, truncated: api.truncated },
    };
  });

  // Each front reports what it answered (every few seconds): the site's own hit ratio.
  app.post('/answers', async (request) => {
    const q = AnswersQuerySchema.parse(request.query);
    counters.answers.cached += q.cached;
    counters.answers.rendered += q.rendered;
    counters.answers.reportedAt = new Date().toISOString();
    return { ok: true };
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
