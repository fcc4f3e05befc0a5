import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { readSiteSettings, saveSiteSetting } from './site-settings';

const nine = (prefix: string) =>
  Array.from({ length: 9 }, (_, i) => ({
    image: `/media/x${i}.webp`,
    label: `${prefix}${i + 1}`,
    link: `/page-${i + 1}`,
  }));

forEachDialect((dialect) => {
  describe('site settings', () => {
    const database = useTempDb(dialect);
    const db = () => database().db;

    it('reads nothing until an editor saves (the pages use the configured values)', async () => {
      expect(await readSiteSettings(db())).toEqual({});
    });

    it('stores the nine entries, the promoted product and social links, and says what to purge', async () => {
      const purge = await saveSiteSetting(
        db(),
        'top_articles',
        { ja: nine('おすすめ') },
        'staff-1',
      );
      expect(purge).toContain('locale:ja');
      expect(
        await saveSiteSetting(db(), 'promo', { product: 'video-studio' }, 'staff-1'),
      ).toContain('products');
      await saveSiteSetting(
        db(),
        'social',
        { x: 'https://x.com/tsuzuri', facebook: '' },
        'staff-1',
      );
      const settings = await readSiteSettings(db());
      expect(settings.top_articles?.ja?.[8]).toEqual({
        image: '/media/x8.webp',
        label: 'おすすめ9',
        link: '/page-9',
      });
      expect(settings.promo).toEqual({ product: 'video-studio' });
      expect(settings.social).toEqual({ x: 'https://x.com/tsuzuri' });
    });

    it('replaces a setting on a second save and keeps who changed it', async () => {
      await saveSiteSetting(db(), 'promo', { product: 'a' }, 'staff-1');
      await saveSiteSetting(db(), 'promo', { product: null }, 'staff-2');
      expect((await readSiteSettings(db())).promo).toEqual({ product: null });
      const row = await db()
        .selectFrom('site_settings')
        .selectAll()
        .where('key', '=', 'promo')
        .executeTakeFirstOrThrow();
      expect(row.updated_by).toBe('staff-2');
    });

    it('refuses eight entries, links off the site and http social links, storing nothing', async () => {
      await expect(
        saveSiteSetting(db(), 'top_articles', { ja: nine('x').slice(0, 8) }, 's'),
      ).rejects.toThrow(/9/);
      await expect(
        saveSiteSetting(
          db(),
          'top_articles',
          { ja: nine('x').map((e) => ({ ...e, link: '//evil.example' })) },
          's',
        ),
      ).rejects.toThrow();
      await expect(saveSiteSetting(db(), 'social', { x: 'http://x.com/a' }, 's')).rejects.toThrow();
      expect((await readSiteSettings(db())).top_articles).toBeUndefined();
    });
  });
});
