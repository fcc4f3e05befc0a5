import { describe, expect, it } from 'vitest';
import { deviceOf, normalizeUrl, pageCacheKey, renderUrl } from './cache-key';

describe('page cache key', () => {
  it.each([
    [
      'removes medium, source and author and sorts the rest',
      '/dvd?source=lang_switch&b=2&medium=top_nav_logo&a=1&author=x',
      '/dvd?a=1&b=2',
    ],
    ['removes medium, source and author and sorts the rest', '/?medium=top_nav_logo', '/'],
    [
      'removes medium, source and author and sorts the rest',
      '/by-latest?category=dvd',
      '/by-latest?category=dvd',
    ],
    ['never keys on the _rsc hash Next adds to client navigations', '/dvd?_rsc=abc123', '/dvd'],
    [
      'keeps a leading double slash as part of the path, so //host/x never shares /x’s entry',
      '//evil.example/x?b=1',
      '//evil.example/x?b=1',
    ],
    [
      'keeps a leading double slash as part of the path, so //host/x never shares /x’s entry',
      '/x?b=1',
      '/x?b=1',
    ],
    [
      'keeps the first value of a repeated parameter, the one the page reads',
      '/x?t=b&t=a',
      '/x?t=b',
    ],
    [
      'keeps the first value of a repeated parameter, the one the page reads',
      '/x?t=a&u=1&t=b',
      '/x?t=a&u=1',
    ],
  ])('%s: %s → %s', (_why, url, key) => {
    expect(normalizeUrl(url)).toBe(key);
  });

  it.each([
    ['/search-result?source=news&q=b&q=a&medium=x&author=y', '/search-result?q=b'],
    ['/dvd?_rsc=abc&b=2&a=1', '/dvd?a=1&b=2&_rsc=abc'],
    ['/dvd', '/dvd'],
  ])(
    'renders from the key’s URL: ignored parameters and later duplicates never reach the page; _rsc does: %s → %s',
    (url, rendered) => {
      expect(renderUrl(url)).toBe(rendered);
    },
  );

  it('starts with the device type', () => {
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
    expect(deviceOf(iphone)).toBe('mobile');
    expect(deviceOf('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('pc');
    expect(deviceOf(undefined)).toBe('pc');
    expect(pageCacheKey({ device: 'mobile', url: '/dvd?medium=x' })).toBe('mobile|/dvd');
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
