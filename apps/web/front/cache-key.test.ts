import { describe, expect, it } from 'vitest';
import { deviceOf, normalizeUrl, pageCacheKey, renderUrl } from './cache-key';

describe('page cache key', () => {
  it('removes medium, source and author and sorts the rest', () => {
    expect(normalizeUrl('/dvd?source=lang_switch&b=2&medium=top_nav_logo&a=1&author=x')).toBe('/dvd?a=1&b=2');
    expect(normalizeUrl('/?medium=top_nav_logo')).toBe('/');
    expect(normalizeUrl('/by-latest?category=dvd')).toBe('/by-latest?category=dvd');
  });
  it('never keys on the _rsc hash Next adds to client navigations', () => {
    expect(normalizeUrl('/dvd?_rsc=abc123')).toBe('/dvd');
  });
  it('keeps a leading double slash as part of the path, so //host/x never shares /x’s entry', () => {
    expect(normalizeUrl('//evil.example/x?b=1')).toBe('//evil.example/x?b=1');
    expect(normalizeUrl('/x?b=1')).toBe('/x?b=1');
  });

  it('keeps the first value of a repeated parameter, the one the page reads', () => {
    expect(normalizeUrl('/x?t=b&t=a')).toBe('/x?t=b');
    expect(normalizeUrl('/x?t=a&u=1&t=b')).toBe('/x?t=a&u=1');
  });
  it('renders from the key’s URL: ignored parameters and later duplicates never reach the page; _rsc does', () => {
    expect(renderUrl('/search-result?source=news&q=b&q=a&medium=x&author=y')).toBe('/search-result?q=b');
    expect(renderUrl('/dvd?_rsc=abc&b=2&a=1')).toBe('/dvd?a=1&b=2&_rsc=abc');
    expect(renderUrl('/dvd')).toBe('/dvd');
  });
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
    const rsc = pageCacheKey({ device: 'pc', url: '/', variants: { sidebarAB: 'a' }, rscHeaders: { rsc: '1', 'next-router-prefetch': '1' } });
    expect(rsc).toBe('pc|/|sidebarAB=a|rsc:next-router-prefetch=1&rsc=1');
  });
});
