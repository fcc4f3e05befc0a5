import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  changeArticleState,
  loadRedirectMap,
  publishArticleChanges,
  saveArticle,
} from '@tsuzuri/content/editorial';
import { draftInput, editorialFixture, HANAKO } from '@tsuzuri/test-support/editorial';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { createFrontHandler } from './handler';
import { L1Cache } from './l1-cache';
import { RenderPool } from './render-pool';
import { createRenderer } from './next-bridge';
import { PageCache } from './page-cache';
import { listenPrivately } from './private-next';
import { RedirectTable, refreshRedirectsOnPurge } from './redirects';

// The whole front over loopback with a stand-in for Next, and a real database behind the
// redirects table: what a renamed article and a preview link look like to a visitor.
let port = 0;
let db: TempDb;
let table: RedirectTable;
const servers: http.Server[] = [];
/** Renders Next was asked for (through the cache) and direct passes (previews). */
const renders: string[] = [];
const direct: string[] = [];

function fakeNext(req: IncomingMessage, res: ServerResponse): void {
  renders.push(req.url ?? '');
  res
    .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    .end(`<html><body>${req.url}</body></html>`);
}

/** Next's own handler as the front calls it for a preview: sets its cache headers its own way. */
async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  direct.push(req.url ?? '');
  res.setHeader('cache-control', 'public, max-age=600');
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.writeHead(200, { etag: '"x"' });
  res.end(`<html><body>draft ${req.url}</body></html>`);
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };
// One A/B variant throughout: each variant is its own cache entry.
const AB = { cookie: 'sidebarAB=a; resourceBannerAB=a' };
const get = (path: string): Promise<Answer> =>
  new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, headers: AB }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });

beforeAll(async () => {
  db = await tempDb('sqlite');
  await editorialFixture(db.db);
  for (const locale of ['ja', 'en'] as const) {
    const { id } = await saveArticle(db.db, draftInput({ locale }), HANAKO);
    await changeArticleState(db.db, { id, baseVersion: 1, to: 'published' }, HANAKO);
  }
  table = new RedirectTable(() => loadRedirectMap(db.db));
  await table.refresh();
  const internal = await listenPrivately(async (req, res) => fakeNext(req, res));
  const front = createFrontHandler({
    handle,
    render: createRenderer(new RenderPool([internal.endpoint])),
    cache: new PageCache(new L1Cache(1e7), null),
    store: null,
    edge: {
      configured: ['ja', 'en'],
      defaultLocale: 'ja',
      protectedPages: [],
      domain: 'tsuzuri.example',
    },
    log: pino({ level: 'silent' }),
    trustProxy: false,
    redirects: table,
  });
  const server = http.createServer((req, res) => void front(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  afterAll(() => internal.close(() => {}));
});
afterAll(async () => {
  for (const s of servers) s.close();
  await db.cleanup();
});

describe('a renamed article', () => {
  it('answers 301 from its old path once the redirects purge reaches the front, locales and query kept', async () => {
    expect((await get('/better-picture')).status).toBe(200);
    const ja = await db.db
      .selectFrom('articles')
      .select(['id', 'version'])
      .where('locale', '=', 'ja')
      .executeTakeFirstOrThrow();
    // A live article's save is its change; publishing it renames (docs/product.md).
    const change = await saveArticle(
      db.db,
      draftInput({ id: ja.id, baseVersion: ja.version, slug: 'sharper-picture' }),
      HANAKO,
    );
    const saved = await publishArticleChanges(
      db.db,
      { id: ja.id, baseVersion: change.version },
      HANAKO,
    );
    // The front hears the purge of the tags the save returned (here: handed over directly).
    refreshRedirectsOnPurge([{ kind: 'tags', values: saved.tags }] as never, table);
    await new Promise((r) => setTimeout(r, 50));
    const old = await get('/better-picture?utm_source=mail&id=1');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/sharper-picture?utm_source=mail&id=1');
    const en = await get('/en/better-picture');
    expect(en.status).toBe(301);
    expect(en.headers.location).toBe('/en/sharper-picture');
    expect((await get('/en/better-picture/')).headers.location).toBe('/en/sharper-picture');
    // Before the cache: the old page, cached above, is not what answers.
    expect(renders.filter((u) => u.startsWith('/better-picture'))).toHaveLength(1);
    expect((await get('/sharper-picture')).status).toBe(200);
  });

  it('ignores a purge that does not touch redirects', async () => {
    let loads = 0;
    const t = new RedirectTable(async () => {
      loads++;
      return new Map();
    });
    refreshRedirectsOnPurge([{ kind: 'tags', values: ['article:x'] }] as never, t);
    refreshRedirectsOnPurge([{ kind: 'tags', values: ['redirects'] }] as never, t);
    await new Promise((r) => setTimeout(r, 10));
    expect(loads).toBe(1);
  });
});

describe('a preview link', () => {
  it('bypasses the page cache both ways and is private, uncacheable and noindex', async () => {
    renders.length = 0;
    direct.length = 0;
    for (let i = 0; i < 2; i++) {
      const a = await get('/draft-page?preview=1.2.abc');
      expect(a.status).toBe(200);
      expect(a.headers['cache-control']).toBe('private, no-store');
      expect(a.headers['x-robots-tag']).toBe('noindex');
      expect(a.headers.etag).toBeUndefined();
      expect(a.headers['x-page-cache']).toBeUndefined();
    }
    expect(direct).toEqual(['/draft-page?preview=1.2.abc', '/draft-page?preview=1.2.abc']);
    expect(renders).toEqual([]);
    // The same page without the token goes through the cache as always: rendered once, then a hit.
    await get('/draft-page');
    const hit = await get('/draft-page');
    expect(hit.headers['x-page-cache']).toBe('HIT');
    expect(renders).toHaveLength(1);
  });
});
