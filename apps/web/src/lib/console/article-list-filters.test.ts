import { describe, expect, it } from 'vitest';
import { articleListFilters } from './article-list-filters';

describe("the articles list's filters from its URL", () => {
  it('reads each filter once, trimmed, and ignores what the list does not know', () => {
    expect(
      articleListFilters({ status: ['draft', 'published'], q: ' 画質 ', page: '2', sort: 'x' }),
    ).toEqual(expect.objectContaining({ status: 'draft', q: '画質', page: 2 }));
    expect(articleListFilters({ sort: 'x' })).not.toHaveProperty('sort');
  });

  it.each([
    [
      { page: 'abc', status: 'draft' },
      { status: 'draft', page: 1 },
    ],
    [{ page: '2', status: 'archived' }, { page: 2 }],
    [
      { locale: 'xx', q: 'DVD', page: '0' },
      { q: 'DVD', page: 1 },
    ],
  ])('drops only the value it cannot use: %j', (search, kept) => {
    const filters = articleListFilters(search);
    expect(filters).toEqual(expect.objectContaining(kept));
    for (const key of Object.keys(search))
      if (!(key in kept)) expect(filters).not.toHaveProperty(key);
  });
});

describe('hostile values in its URL', () => {
  it('keeps no prototype key, and drops markup, control characters and oversize words', () => {
    const search = JSON.parse('{"__proto__":{"status":"draft"},"constructor":"x"}');
    const filters = articleListFilters({ ...search, page: '2' });
    expect(filters).toEqual(expect.objectContaining({ page: 2 }));
    expect(filters).not.toHaveProperty('status');
    expect(Object.getPrototypeOf(filters)).toBe(Object.prototype);
    expect(articleListFilters({ status: '<b>draft</b>', page: '3' })).not.toHaveProperty('status');
    expect(articleListFilters({ locale: 'ja\u0000', page: '3' })).not.toHaveProperty('locale');
    expect(articleListFilters({ q: 'x'.repeat(201), page: '3' })).toEqual(
      expect.objectContaining({ page: 3 }),
    );
    expect(articleListFilters({ q: 'x'.repeat(201) })).not.toHaveProperty('q');
  });
});
