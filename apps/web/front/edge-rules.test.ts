import { describe, expect, it } from 'vitest';
import { assignVariants } from './ab-test';
import { parseCookies } from './cookies';

describe('A/B variants', () => {
  it('keeps the variants a visitor already has and sets no cookie', () => {
    const r = assignVariants('sidebarAB=b; resourceBannerAB=a');
    expect(r.variants).toEqual({ sidebarAB: 'b', resourceBannerAB: 'a' });
    expect(r.setCookies).toEqual([]);
  });
  it('draws a variant for a new visitor and keeps it 30 days', () => {
    const r = assignVariants(undefined, () => 0.7);
    expect(r.variants).toEqual({ sidebarAB: 'b', resourceBannerAB: 'b' });
    expect(r.setCookies[0]).toMatch(/^sidebarAB=b; Path=\/; Max-Age=2592000; SameSite=Lax$/);
  });
  it('replaces a forged variant value', () => {
    expect(assignVariants('sidebarAB=<x>', () => 0.1).variants.sidebarAB).toBe('a');
  });
});

describe('parseCookies', () => {
  it('reads pairs and survives junk', () => {
    expect(parseCookies('a=1; b=%E3%81%82; junk; =x; c=%zz')).toEqual({ a: '1', b: 'あ', c: '%zz' });
  });
});
