import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { CacheStore } from '../store/types';

export const ADMIN_KEY = 'test-admin-key-0123456789';
export const admin = { 'x-cache-admin-key': ADMIN_KEY };

export async function appWith(
  store: CacheStore,
  maxEntryBytes = 64 * 1024,
): Promise<FastifyInstance> {
  return buildApp({ store, adminKey: ADMIN_KEY, maxEntryBytes });
}

/** A query string from an object (values URI-encoded, as a real client sends them). */
export const qs = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

export async function put(
  app: FastifyInstance,
  params: Record<string, string | number>,
  body: string | Buffer,
  contentType = 'text/html; charset=utf-8',
) {
  return app.inject({
    method: 'POST',
    url: `/set?${qs({ ts: 'b1', ...params })}`,
    headers: { 'content-type': contentType },
    payload: body,
  });
}

export async function fetchEntry(
  app: FastifyInstance,
  params: Record<string, string | number>,
  headers: Record<string, string> = {},
) {
  return app.inject({ method: 'GET', url: `/get?${qs(params)}`, headers });
}
