import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveApi } from './api-route';
import type { FrontStore } from './l2-client';
import type { Rendered } from './next-bridge';
import { listenLocally, siteOf, testContext } from './testing/front-context';
import { API_VARIANTS_PER_PATH } from './variant-budget';

// The service client's API half, recording what the front stores (the service is tested on its own).
const stored = new Map<string, Buffer>();
const store = {
  apiGet: async (key: string) => stored.get(key) ?? null,
  apiSet: async (key: string, body: Buffer) => void stored.set(key, body),
} as unknown as FrontStore;
const rendered: string[] = [];
const render = async (url: string): Promise<Rendered> => {
  rendered.push(url);
  const language = new URL(url, 'http://x').searchParams.get('language');
  return {
    status: 200,
    headers: {},
    body: Buffer.from(JSON.stringify({ cscode: 200, data: { language } })),
    storable: false,
  };
};

let server: http.Server;
let base: string;
beforeAll(async () => {
  const ctx = testContext({ render, store });
  server = http.createServer((req, res) => void serveApi(ctx, req, res, siteOf(ctx, req.url)));
  base = await listenLocally(server);
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('the API-response cache', () => {
  it('stores at most a bounded number of query variants per path: new values cannot fill it', async () => {
    for (let i = 0; i < API_VARIANTS_PER_PATH + 50; i++)
      expect((await fetch(`${base}/category/list?language=ja&is_simple=${i}`)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 20));
    const keys = [...stored.keys()].filter((k) => k.startsWith('/category/list'));
    expect(keys).toHaveLength(API_VARIANTS_PER_PATH);
    // Another path has its own budget.
    await fetch(`${base}/article/recently_top_article?language=ja&junk=1`);
    await new Promise((r) => setTimeout(r, 20));
    expect(stored.has('/article/recently_top_article?language=ja')).toBe(true);
  });

  it('answers from exactly what its key holds: a repeated parameter means its first value', async () => {
    // (The other path: /category/list used up its budget above.)
    const path = '/article/recently_top_article';
    const first = await (await fetch(`${base}${path}?language=en&language=ja&x=dup`)).json();
    expect(first.data.language).toBe('en');
    expect(rendered.at(-1)).toBe(`${path}?language=en`);
    await new Promise((r) => setTimeout(r, 20));
    const again = await fetch(`${base}${path}?x=dup&language=en&language=zz&source=news`);
    expect(again.headers.get('x-from-cache')).toBe('1');
    expect((await again.json()).data.language).toBe('en');
  });
});
