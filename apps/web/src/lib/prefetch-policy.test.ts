import { describe, expect, it } from 'vitest';
import { canPrefetch } from './prefetch-policy';

describe('canPrefetch', () => {
  it('prefetches on a normal connection', () => {
    expect(canPrefetch({ onLine: true })).toBe(true);
    expect(
      canPrefetch({ onLine: true, connection: { effectiveType: '4g', saveData: false } }),
    ).toBe(true);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '3g' } })).toBe(true);
  });
  it('does not prefetch on 2g, data saver or offline', () => {
    expect(canPrefetch({ onLine: true, connection: { effectiveType: '2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(canPrefetch({ onLine: true, connection: { saveData: true } })).toBe(false);
    expect(canPrefetch({ onLine: false })).toBe(false);
  });
});
