import { describe, expect, it } from 'vitest';
import { pageUrls, renderSitemap } from './sitemap';

const opts = { defaultLocale: 'ja', origin: 'https://tsuzuri.example' };

describe('sitemap', () => {
  it('lists a page once per locale, each with every alternate and x-default', () => {
    const urls = pageUrls('/dvd', ['ja', 'en'], opts);
    expect(urls.map((u) => u.loc)).toEqual([
      'https://tsuzuri.example/dvd',
      'https://tsuzuri.example/en/dvd',
    ]);
    expect(urls[1].alternates).toEqual([
      { hreflang: 'ja', href: 'https://tsuzuri.example/dvd' },
      { hreflang: 'en', href: 'https://tsuzuri.example/en/dvd' },
      { hreflang: 'x-default', href: 'https://tsuzuri.example/dvd' },
    ]);
  });
  it('gives the home page of the default locale the bare origin', () => {
    expect(pageUrls('/', ['ja', 'en'], opts).map((u) => u.loc)).toEqual([
      'https://tsuzuri.example/',
      'https://tsuzuri.example/en',
    ]);
  });
  it('renders valid, escaped XML', () => {
    const xml = renderSitemap([
      { loc: 'https://x.example/a?b=1&c=2', lastmod: '2026-03-14T00:00:00.000Z', alternates: [] },
    ]);
    expect(xml).toContain('<loc>https://x.example/a?b=1&amp;c=2</loc>');
    expect(xml).toContain('<lastmod>2026-03-14</lastmod>');
    expect(xml.startsWith('<?xml')).toBe(true);
  });
});
