import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readSiteUrl } from '@/lib/site-routes';
import {
  API_QUERY_PARAMS,
  deviceOf,
  normalizeUrl,
  pageCacheKey,
  pageQuery,
  renderUrl,
} from './cache-key';

/**
 * The edge's key URL, by deploy/varnish/tsuzuri.vcl's own patterns: its branches (a path
 * pattern, the parameters kept), in order; a path in none keeps no query; then std.querysort.
 */
function edgeKeyUrl(url: string): string {
  const vcl = readFileSync(new URL('../../../deploy/varnish/tsuzuri.vcl', import.meta.url), 'utf8');
  const branch =
    /if \(req\.http\.X-Edge-Url ~ "([^"]+)"\) \{\n\s+set req\.http\.X-Edge-Url = regsuball\(req\.http\.X-Edge-Url, "([^"]+)", ""\);/g;
  const branches = [...vcl.matchAll(branch)].map(([, path, drop]) => ({
    path: new RegExp(path),
    drop: new RegExp(drop, 'g'),
  }));
  expect(branches.length).toBeGreaterThan(0);
  expect(vcl).toContain('set req.http.X-Edge-Url = regsub(req.http.X-Edge-Url, "\\?.*$", "");');
  const found = branches.find((b) => b.path.test(url));
  const kept = (found ? url.replace(found.drop, '') : url.replace(/\?.*$/, '')).replace(
    /[?&]$/,
    '',
  );
  const [path, query] = kept.split('?');
  return query ? `${path}?${query.split('&').sort().join('&')}` : path;
}

const SITE = { configured: ['ja', 'en'], defaultLocale: 'ja' };
/** What the page of `url` reads of a query, as the front works it out for a request. */
const queryOf = (url: string) => {
  const q = url.indexOf('?');
  return pageQuery(readSiteUrl(q < 0 ? url : url.slice(0, q), '', SITE).route);
};

describe('page cache key', () => {
  it.each([
    [
      'keeps only the parameters a page reads, sorted',
      '/search-result?source=lang_switch&q=b&medium=top_nav_logo&page=2&author=x',
      '/search-result?page=2&q=b',
    ],
    ['keeps only the parameters a page reads, sorted', '/?medium=top_nav_logo', '/'],
    [
      'keeps only the parameters a page reads, sorted',
      '/by-latest?category=dvd&x=1',
      '/by-latest?category=dvd',
    ],
    [
      'keeps only the parameters a page reads, sorted',
      '/download-thanks?pid=10421&os=mac',
      '/download-thanks?os=mac&pid=10421',
    ],
    [
      'drops ad-click ids and made-up parameters: an ad click hits the stored page',
      '/best-free-dvd-software?gclid=EAIaIQ&utm_source=g&utm_campaign=x&fbclid=1&zz=%3Cb%3E',
      '/best-free-dvd-software',
    ],
    ['never keys on the _rsc hash Next adds to client navigations', '/dvd?_rsc=abc123', '/dvd'],
    [
      'keeps a leading double slash as part of the path, so //host/x never shares /x’s entry',
      '//evil.example/x?q=1',
      '//evil.example/x',
    ],
    ['keeps no parameter on a page that reads none: junk makes no variant', '/dvd?q=junk1', '/dvd'],
    ['keeps no parameter on a page that reads none: junk makes no variant', '/?page=2&q=x', '/'],
    [
      'keeps no parameter on a page that reads none: junk makes no variant',
      '/blog?category=dvd',
      '/blog',
    ],
    [
      'keeps no parameter on a page that reads none: junk makes no variant',
      '/feed.xml?q=1',
      '/feed.xml',
    ],
    [
      'keeps only what that page reads: a search has no category, a ranking no words',
      '/en/search-result?category=dvd&q=a',
      '/en/search-result?q=a',
    ],
    [
      'keeps only what that page reads: a search has no category, a ranking no words',
      '/en/by-popularity/3?q=a&category=dvd&page=2',
      '/en/by-popularity/3?category=dvd',
    ],
    [
      'keeps the first value of a repeated parameter, the one the page reads',
      '/search-result?q=b&q=a',
      '/search-result?q=b',
    ],
    [
      'keeps the first value of a repeated parameter, the one the page reads',
      '/search-result?q=a&page=1&q=b',
      '/search-result?page=1&q=a',
    ],
  ])('%s: %s → %s', (_why, url, key) => {
    expect(normalizeUrl(url, queryOf(url))).toBe(key);
  });

  it.each([
    [
      '/category/list?source=x&language=en&origin_url=y&is_simple=1',
      '/category/list?is_simple=1&language=en',
    ],
    [
      '/article/recently_top_article?b=2&language=en&language=ja',
      '/article/recently_top_article?language=en',
    ],
  ])('an API answer keeps only language and is_simple: %s → %s', (url, key) => {
    expect(normalizeUrl(url, API_QUERY_PARAMS)).toBe(key);
  });

  it.each([
    ['/search-result?source=news&q=b&q=a&medium=x&gclid=y', '/search-result?q=b'],
    ['/dvd?_rsc=abc&b=2&a=1', '/dvd?_rsc=abc'],
    ['/search-result?_rsc=abc&q=x&utm_source=y', '/search-result?q=x&_rsc=abc'],
    ['/dvd', '/dvd'],
  ])(
    'renders a client navigation from the key’s URL: other parameters and later duplicates never reach it; _rsc does: %s → %s',
    (url, rendered) => {
      expect(renderUrl(url, queryOf(url), true)).toBe(rendered);
    },
  );

  it('renders a document without `_rsc`: its value would be written into the stored page’s payload for every later reader', () => {
    const chosen = `/search-result?q=x&_rsc=${'a'.repeat(16_000)}`;
    expect(renderUrl(chosen, queryOf(chosen), false)).toBe('/search-result?q=x');
    expect(renderUrl('/dvd?_rsc=abc', queryOf('/dvd'), false)).toBe('/dvd');
  });

  it('keeps hostile values of a read parameter encoded, and drops hostile names whatever their size', () => {
    const url = `/search-result?__proto__=1&constructor=x&prototype=y&q=%00%1b%3Cscript%3E&${'z'.repeat(8000)}=1`;
    expect(normalizeUrl(url, queryOf(url))).toBe('/search-result?q=%00%1B%3Cscript%3E');
    expect(renderUrl(url, queryOf(url), true)).toBe('/search-result?q=%00%1B%3Cscript%3E');
    expect(pageQuery('__proto__').size).toBe(0);
    expect(normalizeUrl('/category/list?__proto__[x]=1&language=ja', API_QUERY_PARAMS)).toBe(
      '/category/list?language=ja',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it.each([
    '/search-result?source=news&page=2&q=b&category=dvd',
    '/en/search-result?q=a&zz=1',
    '/by-latest?x=1&category=dvd',
    '/en/by-popularity/3?page=2&category=dvd&q=a',
    '/download-thanks?pid=10421&utm_source=x&os=mac',
    '/en/download-thanks?os=windows&pid=1',
    '/dvd?q=junk&page=3',
    '/en/dvd/12?category=x',
    '/?page=2',
    '/blog?category=dvd',
    '/blog/2?category=dvd',
    '/products/video-studio?pid=1&os=mac',
    '/feed.xml?q=1',
    '/sitemap.xml?page=2',
  ])('the edge keys %s as the front does (deploy/varnish/tsuzuri.vcl)', (url) => {
    expect(edgeKeyUrl(url)).toBe(normalizeUrl(url, queryOf(url)));
  });

  it('starts with the device type', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(deviceOf(iphone)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('pc');
    expect(deviceOf(undefined)).toBe('pc');
    expect(pageCacheKey({ device: 'mobile', url: '/dvd?medium=x&gclid=y' })).toBe('mobile|/dvd');
  });
  it('separates A/B variants and RSC header sets', () => {
    const a = pageCacheKey({ device: 'pc', url: '/', variants: { sidebarAB: 'a' } });
    const b = pageCacheKey({ device: 'pc', url: '/', variants: { sidebarAB: 'b' } });
    expect(a).not.toBe(b);
    const rsc = pageCacheKey({
      device: 'pc',
      url: '/',
      variants: { sidebarAB: 'a' },
      rscHeaders: { rsc: '1', 'next-router-prefetch': '1' },
    });
    expect(rsc).toBe('pc|/|sidebarAB=a|rsc:next-router-prefetch=1&rsc=1');
  });
});
