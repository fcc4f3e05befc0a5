import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimiter } from '@/lib/abuse/rate-limit';
import { CONVERSION_WINDOW_MS } from './deps';
import { conversionSite } from './testing';

// The dashboard's downloads and purchase clicks are people, not requests: a client that repeats
// a link (a script, a reload loop) must not inflate them or grow the table without bound.
describe('a download or buy link clicked again and again', () => {
  const site = useSeededDatabase('sqlite');
  let now = Date.parse('2026-11-30T12:00:00Z');
  let front: Awaited<ReturnType<typeof conversionSite>>;
  beforeAll(async () => {
    front = await conversionSite(site().db, site().repos, {
      clicks: memoryRateLimiter(1, CONVERSION_WINDOW_MS, () => now),
    });
  });
  afterAll(() => front.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });

  it('is recorded once per address, product, plan and window, and every click still goes on', async () => {
    const before = (await front.rows()).length;
    for (let i = 0; i < 20; i++) {
      const res = await front.get('/mlink/download.php?pid=10421', from('198.51.100.7'));
      expect([res.status, res.location]).toEqual([302, '/download-thanks?pid=10421&os=windows']);
    }
    expect((await front.rows()).length).toBe(before + 1);
    // Another reader, another product, the buy link, another plan: each counts.
    await front.get('/mlink/download.php?pid=10421', from('198.51.100.8'));
    await front.get('/mlink/download.php?app_id=com.tsuzuri.aiupscaler', from('198.51.100.7'));
    await front.get('/order/subscribe.php?pid=10421&plan=monthly', from('198.51.100.7'));
    await front.get('/order/subscribe.php?pid=10421&plan=yearly', from('198.51.100.7'));
    await front.get('/order/subscribe.php?pid=10421&plan=yearly', from('198.51.100.7'));
    expect((await front.rows()).length).toBe(before + 5);
    // One IPv6 line is one reader, whichever address of its /64 it clicks from.
    await front.get('/mlink/download.php?pid=10421', from('2001:db8:1:2::a'));
    await front.get('/mlink/download.php?pid=10421', from('2001:db8:1:2::b'));
    expect((await front.rows()).length).toBe(before + 6);
    // The same reader after the window: counted again.
    now += CONVERSION_WINDOW_MS;
    await front.get('/mlink/download.php?pid=10421', from('198.51.100.7'));
    expect((await front.rows()).length).toBe(before + 7);
  });
});
