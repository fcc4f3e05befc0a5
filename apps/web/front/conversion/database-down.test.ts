import { createRepositories } from '@tsuzuri/test-support/repositories';
import { tempDb } from '@tsuzuri/test-support/temp-db';
import { afterAll, describe, expect, it } from 'vitest';
import { conversionSite } from './testing';

describe('the download and buy links while the database is away', () => {
  let cleanup: () => Promise<void> = async () => {};
  afterAll(() => cleanup());

  it('still redirects a reader to a product this process has seen, and logs the lost record', async () => {
    const ctx = await tempDb('sqlite', { seeded: true });
    cleanup = ctx.cleanup;
    const front = await conversionSite(ctx.db, createRepositories(ctx.db));
    try {
      expect((await front.get('/mlink/download.php?pid=10421')).status).toBe(302);
      expect((await front.get('/checkout.htm?pid=10421')).status).toBe(302);
      expect((await front.rows()).length).toBe(2);

      // The database goes away: every query now fails.
      await ctx.db.destroy();
      const download = await front.get('/mlink/download.php?pid=10421');
      expect([download.status, download.location]).toEqual([
        302,
        '/download-thanks?pid=10421&os=windows',
      ]);
      const buy = await front.get('/checkout.htm?pid=10421&plan=perpetual');
      expect([buy.status, buy.location]).toEqual([302, '/products/video-studio#plans']);
      expect(front.errors).toEqual([
        'conversion not recorded; the reader was redirected anyway',
        'conversion not recorded; the reader was redirected anyway',
      ]);
      // A product never seen cannot be told from a made-up one: "try again", never a wrong place.
      const unseen = await front.get('/mlink/download.php?pid=10437');
      expect([unseen.status, unseen.res.headers.get('retry-after')]).toEqual([503, '5']);
    } finally {
      await front.close();
    }
  });
});
