import { describe, expect, it } from 'vitest';
import { firstInWindow } from './first-in-window';
import { memoryRateLimiter, type RateLimiter } from './rate-limit';

describe('firstInWindow', () => {
  it('counts an address once per thing in the window, and another thing or address apart', async () => {
    const limiter = memoryRateLimiter(1, 60_000);
    expect(await firstInWindow(limiter, '203.0.113.7', 'ja|dvd')).toBe(true);
    expect(await firstInWindow(limiter, '203.0.113.7', 'ja|dvd')).toBe(false);
    expect(await firstInWindow(limiter, '203.0.113.7', 'ja|blu-ray')).toBe(true);
    expect(await firstInWindow(limiter, '203.0.113.8', 'ja|dvd')).toBe(true);
  });

  it('takes one IPv6 /64 as one reader, whatever address it picks in it', async () => {
    const limiter = memoryRateLimiter(1, 60_000);
    expect(await firstInWindow(limiter, '2001:db8:1:2::1', 'x')).toBe(true);
    expect(await firstInWindow(limiter, '2001:db8:1:2:ffff::9', 'x')).toBe(false);
    expect(await firstInWindow(limiter, '2001:db8:1:3::1', 'x')).toBe(true);
  });

  it('counts when the limiter fails, and says why', async () => {
    const broken: RateLimiter = {
      hit: () => Promise.reject(new Error('redis away')),
      peek: () => Promise.reject(new Error('redis away')),
    };
    const errors: unknown[] = [];
    expect(await firstInWindow(broken, '203.0.113.7', 'x', (e) => errors.push(e))).toBe(true);
    expect(await firstInWindow(broken, '203.0.113.7', 'x')).toBe(true);
    expect(String(errors)).toContain('redis away');
  });
});
