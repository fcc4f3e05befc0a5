import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderSitemap, renderSitemapIndex } from '@/lib/sitemap';
import { sitemapPaths } from './warm';

const ORIGIN = 'https://tsuzuri.example';
const url = (path: string) => ({ loc: `${ORIGIN}${path}`, alternates: [] });
const FILES: Record<string, string> = {
  '/sitemap.xml': renderSitemapIndex([
    { loc: `${ORIGIN}/sitemaps/pages-1.xml` },
    { loc: `${ORIGIN}/sitemaps/articles-1.xml` },
    { loc: `${ORIGIN}/sitemaps/articles-2.xml` },
  ]),
  '/sitemaps/pages-1.xml': renderSitemap([url('/'), url('/en')]),
  '/sitemaps/articles-1.xml': renderSitemap([url('/a')]),
  '/sitemaps/articles-2.xml': renderSitemap([url('/en/b')]),
};

describe('the cache warmer', () => {
  let server: http.Server;
  let port: number;
  const asked: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      res.end(FILES[req.url ?? ''] ?? '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('follows the sitemap index into every child and warms their pages, not the children', async () => {
    expect(await sitemapPaths(port, 100)).toEqual(['/', '/en', '/a', '/en/b']);
  });

  it('reads no more children than its budget of pages needs', async () => {
    asked.length = 0;
    // A site of 100,000 articles has 100 parts; a warm of 2,000 pages reads the first few.
    expect(await sitemapPaths(port, 3)).toEqual(['/', '/en', '/a']);
    expect(asked).toEqual(['/sitemap.xml', '/sitemaps/pages-1.xml', '/sitemaps/articles-1.xml']);
  });
});
