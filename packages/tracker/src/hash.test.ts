import { describe, expect, it } from 'vitest';
import { hashString, randomId } from './hash';

describe('hashString', () => {
  it('gives the same 16 hex digits for the same text, and different ones for different text', () => {
    expect(hashString('page_view')).toMatch(/^[0-9a-f]{16}$/);
    expect(hashString('page_view')).toBe(hashString('page_view'));
    expect(hashString('page_view')).not.toBe(hashString('page_views'));
    expect(hashString('')).not.toBe(hashString(' '));
  });
  it('spreads near-identical inputs over distinct values (no collisions in 10,000 upload ids)', () => {
    const seen = new Set(
      Array.from({ length: 10_000 }, (_, i) =>
        hashString(`{"event":"click","event_time":${1_700_000_000_000 + i}}`),
      ),
    );
    expect(seen.size).toBe(10_000);
  });
});

describe('randomId', () => {
  it('is 32 hex digits and never repeats', () => {
    const ids = new Set(Array.from({ length: 1000 }, randomId));
    expect(ids.size).toBe(1000);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });
});
