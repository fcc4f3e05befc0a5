import { describe, expect, it } from 'vitest';
import { pageCacheKey, pageQuery } from './cache-key';
import { VariantBudget } from './variant-budget';

/** A key as the front makes it for a page that reads `q` (the search's, by the same rule). */
const key = (url: string, device: 'pc' | 'mobile' = 'pc') =>
  pageCacheKey({ device, url, query: pageQuery('search-result'), variants: { sidebarAB: 'a' } });

describe('the per-path variant budget', () => {
  it('stops storing new query variants of one path beyond the cap, and keeps the ones it has', () => {
    const budget = new VariantBudget(3);
    expect(['/dvd?q=1', '/dvd?q=2', '/dvd?q=3'].map((u) => budget.admit(key(u)))).toEqual([
      true,
      true,
      true,
    ]);
    expect(budget.admit(key('/dvd?q=4'))).toBe(false);
    expect(budget.admit(key('/dvd?q=2'))).toBe(true); // already stored: refreshing it is fine
    expect(budget.admit(key('/blu-ray?q=4'))).toBe(true); // another page has its own budget
  });

  it('starts a path’s count again when its window ends: a flood of searches costs renders for a while, not for good', () => {
    let now = 0;
    const budget = new VariantBudget(2, 100, 1000, 60_000, () => now);
    budget.admit(key('/search-result?q=junk1'));
    budget.admit(key('/search-result?q=junk2'));
    now = 59_999;
    expect(budget.admit(key('/search-result?q=real'))).toBe(false);
    expect(budget.admit(key('/dvd'))).toBe(true); // its own window, begun now
    now = 60_000;
    expect(budget.admit(key('/search-result?q=real'))).toBe(true);
    expect(budget.remembered).toBe(2); // /dvd and the new window's one
    now = 60_000 + 59_999;
    expect(budget.admit(key('/dvd?q=1'))).toBe(true);
  });

  it('forgets the oldest path when it tracks too many, and starts again after a reset', () => {
    const budget = new VariantBudget(1, 2);
    budget.admit(key('/a'));
    budget.admit(key('/b'));
    budget.admit(key('/c')); // evicts /a's record
    expect(budget.admit(key('/a?q=new'))).toBe(true);
    expect(budget.admit(key('/c?q=other'))).toBe(false);
    budget.reset();
    expect(budget.admit(key('/c?q=other'))).toBe(true);
  });

  it('bounds the variants it remembers across all paths, forgetting the oldest paths first', () => {
    const budget = new VariantBudget(5, 1000, 12);
    for (const path of ['/a', '/b', '/c'])
      for (let i = 0; i < 5; i++) budget.admit(key(`${path}?q=${i}`));
    expect(budget.remembered).toBeLessThanOrEqual(12);
    // /a was forgotten (the oldest): its variants are admitted afresh; /c is still full.
    expect(budget.admit(key('/a?q=new'))).toBe(true);
    expect(budget.admit(key('/c?q=new'))).toBe(false);
  });
});
