import { describe, expect, it } from 'vitest';
import { createPreviewToken, MAX_PREVIEW_TTL_MS, verifyPreviewToken } from './preview-token';

const KEY = `${'k'.repeat(8)}0123456789abcdef`;
const NOW = new Date('2026-11-25T00:00:00Z');
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe('preview tokens', () => {
  it('open the one article they name until they expire', () => {
    const token = createPreviewToken(42, NOW, 60 * 60_000, KEY);
    expect(verifyPreviewToken(token, later(59 * 60_000), KEY)).toEqual({ ok: true, articleId: 42 });
    expect(verifyPreviewToken(token, later(60 * 60_000), KEY)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('refuse a tampered id, expiry or signature, another key, and garbage', () => {
    const token = createPreviewToken(42, NOW, 60_000, KEY);
    const [id, exp, sig] = token.split('.');
    expect(verifyPreviewToken(`43.${exp}.${sig}`, NOW, KEY)).toMatchObject({ reason: 'tampered' });
    expect(verifyPreviewToken(`${id}.${Number(exp) + 3600}.${sig}`, NOW, KEY)).toMatchObject({
      reason: 'tampered',
    });
    const flipped = sig[0] === 'A' ? `B${sig.slice(1)}` : `A${sig.slice(1)}`;
    expect(verifyPreviewToken(`${id}.${exp}.${flipped}`, NOW, KEY)).toMatchObject({
      reason: 'tampered',
    });
    expect(verifyPreviewToken(token, NOW, `${KEY}x`)).toMatchObject({ reason: 'tampered' });
    for (const bad of ['', '42', `${token}.x`, '<script>', `${id}.${exp}.${sig.slice(1)}`])
      expect(verifyPreviewToken(bad, NOW, KEY)).toMatchObject({ ok: false, reason: 'malformed' });
  });

  it('never live longer than a week', () => {
    const token = createPreviewToken(1, NOW, 365 * 86_400_000, KEY);
    expect(verifyPreviewToken(token, later(MAX_PREVIEW_TTL_MS - 1000), KEY).ok).toBe(true);
    expect(verifyPreviewToken(token, later(MAX_PREVIEW_TTL_MS), KEY).ok).toBe(false);
  });
});
