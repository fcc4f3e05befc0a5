import { describe, expect, it } from 'vitest';
import { pageTags } from './page-tags';

const opts = { configured: ['ja', 'en'], defaultLocale: 'ja' };

describe('pageTags', () => {
  it('tags every page with its locale and sidebar lists', () => {
    expect(pageTags('/', opts)).toEqual(['locale:ja', 'list:latest:ja', 'list:popular:ja']);
    expect(pageTags('/en', opts)).toEqual(['locale:en', 'list:latest:en', 'list:popular:en']);
  });
  it('tags an article or category path with both, by slug', () => {
    expect(pageTags('/dvd-backup-iso-basics', opts)).toEqual(expect.arrayContaining(['article:dvd-backup-iso-basics', 'category:dvd-backup-iso-basics']));
    expect(pageTags('/en/video-format-basics-guide/12', opts)).toEqual(expect.arrayContaining(['article:video-format-basics-guide', 'locale:en']));
  });
  it('tags the blog and filtered rankings', () => {
    expect(pageTags('/blog/2', opts)).toEqual(expect.arrayContaining(['list:blog:ja', 'category:blog']));
    expect(pageTags('/by-latest?category=dvd', opts)).toContain('category:dvd');
  });
  it('tags the authored pages with their article', () => {
    expect(pageTags('/privacy-policy', opts)).toContain('article:privacy-policy');
  });
  it('gives fixed pages only the locale-wide tags', () => {
    expect(pageTags('/contact', opts)).toEqual(['locale:ja', 'list:latest:ja', 'list:popular:ja']);
  });
});
