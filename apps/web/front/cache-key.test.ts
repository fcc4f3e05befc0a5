import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deviceOf, normalizeUrl, PAGE_QUERY_PARAMS, pageCacheKey, renderUrl } from './cache-key';

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
      '//evil.example/x?q=1',
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
    expect(normalizeUrl(url, 'page')).toBe(key);
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
    expect(normalizeUrl(url, 'api')).toBe(key);
  });

  it.each([
    ['/search-result?source=news&q=b&q=a&medium=x&gclid=y', '/search-result?q=b'],
    ['/dvd?_rsc=abc&b=2&a=1', '/dvd?_rsc=abc'],
    ['/search-result?_rsc=abc&q=x&utm_source=y', '/search-result?q=x&_rsc=abc'],
    ['/dvd', '/dvd'],
  ])(
    'renders a client navigation from the key’s URL: other parameters and later duplicates never reach it; _rsc does: %s → %s',
    (url, rendered) => {
      expect(renderUrl(url, 'page', true)).toBe(rendered);
    },
  );

  it('renders a document without `_rsc`: its value would be written into the stored page’s payload for every later reader', () => {
    const chosen = `/search-result?q=x&_rsc=${'a'.repeat(16_000)}`;
    expect(renderUrl(chosen, 'page', false)).toBe('/search-result?q=x');
    expect(renderUrl('/dvd?_rsc=abc', 'page', false)).toBe('/dvd');
  });

  it('keeps hostile values of a read parameter encoded, and drops hostile names whatever their size', () => {
    const url = `/dvd?__proto__=1&constructor=x&prototype=y&q=%00%1b%3Cscript%3E&${'z'.repeat(8000)}=1`;
    expect(normalizeUrl(url, 'page')).toBe('/dvd?q=%00%1B%3Cscript%3E');
    expect(renderUrl(url, 'page', true)).toBe('/dvd?q=%00%1B%3Cscript%3E');
    expect(normalizeUrl('/category/list?__proto__[x]=1&language=ja', 'api')).toBe(
      '/category/list?language=ja',
    );
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('the edge keeps the same parameters as the front (deploy/varnish/tsuzuri.vcl)', () => {
    const vcl = readFileSync(
      new URL('../../../deploy/varnish/tsuzuri.vcl', import.meta.url),
      'utf8',
    );
    const kept = /\(\?!\(\?:([\w|]+)\)\(\?:=\|&\|\$\)\)/.exec(vcl)?.[1]?.split('|');
    expect(kept?.sort()).toEqual([...PAGE_QUERY_PARAMS].sort());
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
