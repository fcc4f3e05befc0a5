import type { FastifyInstance } from 'fastify';
import { sendUnauthorized } from '../admin';
import {
  DelKeysQuerySchema,
  DelQuerySchema,
  GetQuerySchema,
  KEYS_LIST_LIMIT,
  KeysQuerySchema,
  SetQuerySchema,
  TAGS_HEADER,
  TS_HEADER,
} from '@tsuzuri/cache-protocol';
import type { Namespace } from '../store/types';
import { adminOnly, DELETING, type RouteDeps } from './deps';

/** The per-entry calls: /get, /set, /del, /del_keys, /keys (each with `type=1` for API responses); docs/product.md#page-cache-service-endpoints. */
export async function entryRoutes(app: FastifyInstance, { store, isAdmin, counters }: RouteDeps) {
  // The hot path: the front asks on every L1 miss, so it does one store read and nothing else.
  app.get('/get', async (request, reply) => {
    const q = GetQuerySchema.parse(request.query);
    // Cached API responses can hold data meant for the server only: reading them is admin.
    if (q.type === 1 && !isAdmin(request)) return sendUnauthorized(reply);
    const entry = await store.get(q, q.key);
    if (q.type === 0) counters[entry ? 'hits' : 'misses']++;
    if (!entry) return reply.code(404).send({ error: 'miss', message: 'not cached' });
    return reply
      .header('content-type', 'application/octet-stream')
      .header(TS_HEADER, entry.ts)
      .header(TAGS_HEADER, entry.tags.join(','))
      .send(entry.body);
  });

  // Not admin: the front stores every page it renders. Only a loopback listener (CACHE_HOST)
  // keeps strangers from writing pages.
  app.post('/set', async (request, reply) => {
    const q = SetQuerySchema.parse(request.query);
    const body = request.body;
    // An empty entry would be served as a blank page: it is always a caller's bug.
    if (!Buffer.isBuffer(body) || body.length === 0)
      return reply
        .code(400)
        .send({ error: 'empty_body', message: 'the body (the bytes to cache) is empty' });
    const stored = await store.set(q, q.key, { body, ts: q.ts ?? '', tags: q.tags ?? [] });
    if (stored) counters.sets++;
    if (!stored)
      return reply
        .code(413)
        .send({ error: 'entry_too_large', message: 'the entry is larger than the whole cache' });
    return reply.code(204).send();
  });

  // Announced even when this store had no such entry: a front's L1 may still hold it.
  const deleteAndAnnounce = async (ns: Namespace, keys: string[]) => {
    const deleted = await store.del(ns, keys);
    await store.recordPurge({ kind: 'keys', values: keys, domain: ns.domain, type: ns.type });
    return { deleted };
  };
  app.route({
    ...DELETING,
    url: '/del',
    onRequest: adminOnly(isAdmin),
    handler: async (request) => {
      const q = DelQuerySchema.parse(request.query);
      return deleteAndAnnounce(q, [q.key]);
    },
  });
  app.route({
    ...DELETING,
    url: '/del_keys',
    onRequest: adminOnly(isAdmin),
    handler: async (request) => {
      const q = DelKeysQuerySchema.parse(request.query);
      return deleteAndAnnounce(q, q.keys);
    },
  });

  app.get('/keys', { onRequest: adminOnly(isAdmin) }, async (request) => {
    const q = KeysQuerySchema.parse(request.query);
    return store.keys(q, KEYS_LIST_LIMIT);
  });
}
