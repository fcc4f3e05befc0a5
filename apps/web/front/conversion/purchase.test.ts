import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversionSite } from './testing';

const PAYMENT = 'https://pay.tsuzuri.example/order?shop=7';

forEachDialect((dialect) =>
  describe('the buy links', () => {
    const site = useSeededDatabase(dialect);
    let demo: Awaited<ReturnType<typeof conversionSite>>;
    let shop: Awaited<ReturnType<typeof conversionSite>>;
    beforeAll(async () => {
      demo = await conversionSite(site().db, site().repos);
      shop = await conversionSite(site().db, site().repos, { paymentUrl: PAYMENT });
    });
    afterAll(async () => {
      await demo.close();
      await shop.close();
    });

    it("without a payment page, records the click and sends the reader to the product's plans", async () => {
      const res = await demo.get('/checkout.htm?pid=10421&plan=perpetual', {
        referer: `${demo.base}/best-free-dvd-software`,
      });
      expect([res.status, res.location]).toEqual([302, '/products/video-studio#plans']);
      expect((await demo.rows()).at(-1)).toMatchObject({
        kind: 'purchase',
        pid: '10421',
        plan: 'perpetual',
        page_path: '/best-free-dvd-software',
      });
      // A checkout link that names no plan means the perpetual licence.
      expect((await demo.get('/checkout.htm?app_id=com.tsuzuri.aiupscaler')).location).toBe(
        '/products/ai-upscaler#plans',
      );
      expect((await demo.get('/en/order/subscribe.php?pid=10421&plan=monthly')).location).toBe(
        '/en/products/video-studio#plans',
      );
    });

    it('carries the product, plan and the reader’s attribution to the configured payment page', async () => {
      const res = await shop.get('/order/subscribe.php?pid=10437&plan=yearly&ad_channel=mail', {
        cookie: 'order_tag=spring-2030; ad_channel=banner; traffic_type=ad; guid=visitor-1',
      });
      expect(res.status).toBe(302);
      const to = new URL(res.location as string);
      expect(to.origin + to.pathname).toBe('https://pay.tsuzuri.example/order');
      expect(Object.fromEntries(to.searchParams)).toEqual({
        shop: '7',
        pid: '10437',
        app_id: 'com.tsuzuri.aiupscaler',
        plan: 'yearly',
        lang: 'ja',
        ad_channel: 'mail', // the link's own value wins over the cookie
        order_tag: 'spring-2030',
        traffic_type: 'ad',
      });
      expect((await shop.rows()).at(-1)).toMatchObject({
        kind: 'purchase',
        plan: 'yearly',
        ad_channel: 'mail',
        order_tag: 'spring-2030',
        traffic_type: 'ad',
        page_path: '(other)', // no page sent the reader
      });
    });

    it("answers an unknown product or a plan the path does not sell with the site's not-found page", async () => {
      const before = (await demo.rows()).length;
      for (const path of [
        '/checkout.htm?pid=99999&plan=perpetual',
        '/checkout.htm?pid=10421&plan=monthly', // a subscription plan on the one-off checkout
        '/order/subscribe.php?pid=10421', // a subscription must say which
        '/order/subscribe.php?pid=10421&plan=weekly',
        '/order/subscribe.php?pid=10421&plan=perpetual',
      ]) {
        const res = await shop.get(path);
        expect(res.status, path).toBe(404);
        expect(res.text, path).toContain('site not-found page');
      }
      expect((await demo.rows()).length).toBe(before);
    });

    it('never sends the reader anywhere a query names: only the payment page or the site itself', async () => {
      const hostile = [
        'https://evil.example/',
        '//evil.example',
        '/\\evil.example',
        'javascript:alert(1)',
        '%0d%0aLocation:%20https://evil.example',
        '<script>alert(1)</script>',
        'a'.repeat(300),
      ];
      for (const value of hostile) {
        const v = encodeURIComponent(value);
        for (const [front, origin] of [
          [demo, null],
          [shop, 'https://pay.tsuzuri.example'],
        ] as const) {
          for (const path of [
            `/checkout.htm?pid=10421&plan=perpetual&order_tag=${v}&ad_channel=${v}&traffic_type=${v}&from=${v}&next=${v}&url=${v}`,
            `/mlink/download.php?pid=10421&from=${v}&redirect=${v}&url=${v}`,
          ]) {
            const res = await front.get(path, {
              referer: value.startsWith('http') ? value : `${front.base}/`,
              cookie: `order_tag=${v}`,
            });
            expect(res.status, path).toBe(302);
            const location = res.location as string;
            if (origin && path.startsWith('/checkout'))
              expect(new URL(location).origin, path).toBe(origin);
            else expect(location, path).toMatch(/^\/[a-z0-9-]/);
            expect(location, path).not.toMatch(/evil|script|javascript|\r|\n/i);
          }
        }
      }
      // The hostile attribution was dropped, not stored.
      const stored = await shop.rows();
      expect(
        stored.some((r) => /evil|script/.test(`${r.order_tag}${r.ad_channel}${r.page_path}`)),
      ).toBe(false);
    });
  }),
);
