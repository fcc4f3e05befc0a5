import { describe, expect, it } from 'vitest';
import { renderRobots } from './robots';

describe('robots.txt', () => {
  it('keeps crawlers off the endpoints and consoles, not off the search pages, and names the sitemap', () => {
    const text = renderRobots('https://tsuzuri.example');
    expect(text.split('\n')[0]).toBe('User-agent: *');
    expect(text).toContain('Disallow: /api/\n');
    expect(text).toContain('Disallow: /admin\n');
    expect(text).toContain('Disallow: /mlink/\n');
    expect(text).toContain('Disallow: /*/checkout.htm\n');
    expect(text).not.toContain('search-result');
    expect(text.endsWith('Sitemap: https://tsuzuri.example/sitemap.xml\n')).toBe(true);
  });
});
