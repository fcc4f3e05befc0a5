import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionSite, MAC_UA } from './testing';

const ARTICLE = '/best-free-dvd-software';

forEachDialect((dialect) =>
  describe('the download link', () => {
    const site = useSeededDatabase(dialect);
    let front: Awaited<ReturnType<typeof conversionSite>>;
    beforeAll(async () => {
      front = await conversionSite(site().db, site().repos);
    });
    afterAll(() => front.close());

    it("records a reader's download from an article, then sends them to the thank-you page for their OS", async () => {
      const before = (await front.rows()).length;
      const res = await front.get('/mlink/download.php?pid=10421', {
        referer: `${front.base}${ARTICLE}?medium=promo`,
      });
      expect([res.status, res.location]).toEqual([302, '/download-thanks?pid=10421&os=windows']);
      expect(res.res.headers.get('cache-control')).toBe('no-store');
      const rows = await front.rows();
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({
        kind: 'download',
        pid: '10421',
        plan: null,
        os: 'windows',
        page_path: ARTICLE,
        page_name: 'best_free_dvd_software',
        locale: 'ja',
      });
    });

    it("names the product by app id too, and goes to the vendor's URL for the reader's OS once one is set", async () => {
      const mac = { 'user-agent': MAC_UA };
      const thanks = await front.get('/mlink/download.php?app_id=com.tsuzuri.videostudio', mac);
      expect(thanks.location).toBe('/download-thanks?pid=10421&os=mac');
      await site()
        .db.updateTable('products')
        .set({ download_url_mac: 'https://dl.tsuzuri.example/VideoStudio-5.1.4.dmg' })
        .where('slug', '=', 'video-studio')
        .execute();
      const vendor = await front.get('/mlink/download.php?pid=10421', mac);
      expect([vendor.status, vendor.location]).toEqual([
        302,
        'https://dl.tsuzuri.example/VideoStudio-5.1.4.dmg',
      ]);
      // Windows has no URL yet: its readers still get the thank-you page.
      expect((await front.get('/mlink/download.php?pid=10421')).location).toBe(
        '/download-thanks?pid=10421&os=windows',
      );
      expect((await front.rows()).filter((r) => r.os === 'mac').length).toBe(2);
    });

    it('takes a link that names no product (the header button, old links) for the promoted one', async () => {
      expect((await front.get('/mlink/download.php')).location).toBe(
        '/download-thanks?pid=10421&os=windows',
      );
      expect((await front.get('/en/checkout.htm')).location).toBe(
        '/en/products/video-studio#plans',
      );
    });

    it('redirects bots, link checkers (HEAD) and prefetches without counting them', async () => {
      const before = (await front.rows()).length;
      const bot = await front.get('/mlink/download.php?pid=10421', {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      });
      expect(bot.status).toBe(302);
      const headless = await front.get('/mlink/download.php?pid=10421', {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/140.0 Safari/537.36',
      });
      expect(headless.status).toBe(302);
      expect((await front.get('/mlink/download.php?pid=10421', {}, 'HEAD')).status).toBe(302);
      expect(
        (await front.get('/mlink/download.php?pid=10421', { 'sec-purpose': 'prefetch' })).status,
      ).toBe(204);
      expect((await front.rows()).length).toBe(before);
    });

    it("answers an unknown or malformed product with the site's not-found page in the link's locale", async () => {
      const before = (await front.rows()).length;
      for (const path of [
        '/mlink/download.php?pid=99999',
        '/mlink/download.php?app_id=%3Cscript%3E',
        '/mlink/download.php?pid=10421%2F..',
      ]) {
        const res = await front.get(path);
        expect(res.status, path).toBe(404);
        expect(res.text, path).toContain('site not-found page /not-found-page');
      }
      const en = await front.get('/en/mlink/download.php?pid=99999');
      expect([en.status, en.text]).toEqual([404, expect.stringContaining('/en/not-found-page')]);
      // Clicked on an English page: its locale, even without the prefix on the link.
      const fromEn = await front.get('/mlink/download.php?pid=99999', {
        referer: `${front.base}/en/video-format-basics-guide`,
      });
      expect(fromEn.text).toContain('/en/not-found-page');
      expect((await front.rows()).length).toBe(before);
    });

    it('keeps the locale of the link or of the page it was clicked on for the thank-you page', async () => {
      expect((await front.get('/en/mlink/download.php?pid=10437')).location).toBe(
        '/en/download-thanks?pid=10437&os=windows',
      );
      const fromEn = await front.get('/mlink/download.php?pid=10437', {
        referer: `${front.base}/en/video-format-basics-guide`,
      });
      expect(fromEn.location).toBe('/en/download-thanks?pid=10437&os=windows');
      expect((await front.rows()).at(-1)).toMatchObject({
        page_path: '/en/video-format-basics-guide',
        locale: 'en',
      });
    });
  }),
);
