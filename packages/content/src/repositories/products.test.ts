import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { productsRepository } from './products';

forEachDialect((dialect) => {
  // The demo content's two products, seeded from packages/content/seed/products.
  const site = useSeededDatabase(dialect);

  describe('products', () => {
    it('lists the two seeded products in sort order, the promoted one first', async () => {
      const list = await site().repos.products.list('ja');
      expect(list.map((p) => p.slug)).toEqual(['video-studio', 'ai-upscaler']);
      expect((await site().repos.products.promoted('ja'))?.name).toBe('Tsuzuri Video Studio');
    });

    it('gives a product its facts, plans in yen with tax, and Japanese texts', async () => {
      const p = await site().repos.products.bySlug('video-studio', 'ja');
      expect(p).toMatchObject({
        appId: 'com.tsuzuri.videostudio',
        pid: '10421',
        locale: 'ja',
        downloadUrls: { windows: null, mac: null },
      });
      expect(p?.plans).toEqual([
        { code: 'monthly', priceJpy: 1480, label: '1か月プラン' },
        { code: 'yearly', priceJpy: 6980, label: '1年プラン' },
        { code: 'perpetual', priceJpy: 9980, label: '永久ライセンス' },
      ]);
      expect(p?.requirements.map((r) => r.label)).toContain('メモリ');
      expect(p?.faq.length).toBeGreaterThan(2);
      expect(p?.promo.points).toHaveLength(3);
      expect(p?.screenshots[0]).toMatchObject({ width: 1280, height: 800 });
      expect(p?.screenshots.every((s) => s.alt.length > 0)).toBe(true);
    });

    it('shows English texts in English and falls back to the default locale elsewhere', async () => {
      expect((await site().repos.products.bySlug('video-studio', 'en'))?.plans[2].label).toBe(
        'Lifetime licence',
      );
      const fr = await site().repos.products.bySlug('ai-upscaler', 'fr');
      expect(fr?.locale).toBe('ja');
      expect(fr?.plans.map((x) => x.label)).toContain('永久ライセンス');
    });

    it('finds a product by app id or by pid, and nothing for unknown ones', async () => {
      const { products } = site().repos;
      expect((await products.byAppIdOrPid({ appId: 'com.tsuzuri.aiupscaler' }, 'ja'))?.slug).toBe(
        'ai-upscaler',
      );
      expect((await products.byAppIdOrPid({ pid: '10421' }, 'ja'))?.slug).toBe('video-studio');
      expect((await products.byAppIdOrPid({ appId: 'nope', pid: '10437' }, 'ja'))?.slug).toBe(
        'ai-upscaler',
      );
      expect(await products.byAppIdOrPid({ appId: 'nope', pid: '1' }, 'ja')).toBeUndefined();
      expect(await products.byAppIdOrPid({}, 'ja')).toBeUndefined();
      expect(await products.bySlug('no-such-product', 'ja')).toBeUndefined();
    });

    it('reports the product tags a page read, so a product write purges that page', async () => {
      const heard: string[] = [];
      const repo = productsRepository(site().db, 'ja', (t) => heard.push(...t));
      await repo.bySlug('video-studio', 'ja');
      await repo.promoted('ja');
      expect(heard).toEqual(expect.arrayContaining(['product:video-studio', 'products']));
    });
  });
});

describe('products on an empty database', () => {
  const site = useSeededDatabase();
  it('has no promoted product once every product is gone (the promo box hides)', async () => {
    await site().db.deleteFrom('products').execute();
    expect(await site().repos.products.promoted('ja')).toBeUndefined();
    expect(await site().db.selectFrom('product_texts').selectAll().execute()).toEqual([]);
  });
});
