import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { readSiteSettings, readSiteSettingsForEditing, saveSiteSetting } from './site-settings';

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
        null,
      );
      expect(purge.tags).toContain('locale:ja');
      expect(
        (await saveSiteSetting(db(), 'promo', { product: 'video-studio' }, 'staff-1', null)).tags,
      ).toContain('products');
      await saveSiteSetting(
        db(),
        'social',
        { x: 'https://x.com/tsuzuri', facebook: '' },
        'staff-1',
        null,
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

    it('answers the value as stored, not as sent: emptied links dropped, text trimmed', async () => {
      const saved = await saveSiteSetting(
        db(),
        'social',
        { x: 'https://x.com/tsuzuri', facebook: '' },
        'staff-1',
        null,
      );
      expect(saved.value).toEqual({ x: 'https://x.com/tsuzuri' });
      const promo = await saveSiteSetting(db(), 'promo', { product: '  video-studio ' }, 's', null);
      expect(promo.value).toEqual({ product: 'video-studio' });
      expect((await readSiteSettings(db())).promo).toEqual(promo.value);
    });

    it('replaces a setting on a second save and keeps who changed it', async () => {
      const first = await saveSiteSetting(db(), 'promo', { product: 'a' }, 'staff-1', null);
      await saveSiteSetting(db(), 'promo', { product: null }, 'staff-2', first.version);
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
        saveSiteSetting(db(), 'top_articles', { ja: nine('x').slice(0, 8) }, 's', null),
      ).rejects.toThrow(/9/);
      await expect(
        saveSiteSetting(
          db(),
          'top_articles',
          { ja: nine('x').map((e) => ({ ...e, link: '//evil.example' })) },
          's',
          null,
        ),
      ).rejects.toThrow();
      await expect(
        saveSiteSetting(db(), 'social', { x: 'http://x.com/a' }, 's', null),
      ).rejects.toThrow();
      expect((await readSiteSettings(db())).top_articles).toBeUndefined();
    });

    it.each([
      ['__proto__ beside the locales', { ja: 'NINE', ['__proto__']: { polluted: 1 } }],
      ['__proto__ in an entry', { ja: 'NINE_WITH_PROTO' }],
      ['a field named __proto__[x]', { ja: 'NINE', '__proto__[x]': 'https://evil.example' }],
      ['constructor.prototype, nested', { ja: 'NINE', constructor: { prototype: { x: 1 } } }],
      ['a field named constructor.prototype', { ja: 'NINE', 'constructor.prototype': 1 }],
    ])('refuses a forged save with %s, keeping nothing of it', async (_, shape) => {
      // Built as JSON.parse builds a request's value: `__proto__` an own key, not the prototype.
      const forged = JSON.parse(
        JSON.stringify(shape)
          .replace(
            '"NINE_WITH_PROTO"',
            JSON.stringify(nine('x')).replace('{', '{"__proto__":{"x":1},'),
          )
          .replace('"NINE"', JSON.stringify(nine('x'))),
      );
      await expect(saveSiteSetting(db(), 'top_articles', forged, 's', null)).rejects.toMatchObject({
        code: 'invalid',
        message: expect.stringMatching(/^使えない項目名です: .*(__proto__|constructor)/),
      });
      expect(await readSiteSettings(db())).toEqual({});
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('refuses a save based on a version someone else has replaced, and writes nothing', async () => {
      const start = await saveSiteSetting(
        db(),
        'top_articles',
        { ja: nine('元') },
        'staff-1',
        null,
      );
      // Two tabs open the screen on the same version; A changes the 3rd entry, then B the 4th.
      const opened = await readSiteSettingsForEditing(db());
      expect(opened.versions.top_articles).toBe(start.version);
      const a = nine('元').map((e, i) => (i === 2 ? { ...e, label: 'Aの3件目' } : e));
      const b = nine('元').map((e, i) => (i === 3 ? { ...e, label: 'Bの4件目' } : e));
      const saved = await saveSiteSetting(
        db(),
        'top_articles',
        { ja: a },
        'staff-a',
        start.version,
      );
      expect(saved.version).not.toBe(start.version);
      await expect(
        saveSiteSetting(db(), 'top_articles', { ja: b }, 'staff-b', start.version),
      ).rejects.toThrow(/別の人が保存しました.*Someone else saved this setting/);
      const now = await readSiteSettingsForEditing(db());
      expect(now.settings.top_articles?.ja?.[2].label).toBe('Aの3件目');
      expect(now.settings.top_articles?.ja?.[3].label).toBe('元4');
      expect(now.versions.top_articles).toBe(saved.version);
      // Saving again from the version A's save answered goes through.
      await saveSiteSetting(db(), 'top_articles', { ja: b }, 'staff-a', saved.version);
    });

    it('says it was the same editor when they saved the setting in another tab meanwhile', async () => {
      const start = await saveSiteSetting(db(), 'promo', { product: 'a' }, 'staff-a', null);
      await saveSiteSetting(db(), 'promo', { product: 'b' }, 'staff-a', start.version);
      await expect(
        saveSiteSetting(db(), 'promo', { product: 'c' }, 'staff-a', start.version),
      ).rejects.toMatchObject({
        code: 'conflict',
        texts: {
          ja: 'この設定は編集中に、あなたが別のタブか画面で保存しました。再読み込みしてから保存してください',
          en: 'You saved this setting in another tab or window while editing it here. Reload the page, then save again',
        },
      });
      await expect(
        saveSiteSetting(db(), 'promo', { product: 'c' }, 'staff-b', start.version),
      ).rejects.toThrow(/別の人が保存しました/);
      expect((await readSiteSettings(db())).promo).toEqual({ product: 'b' });
    });

    it('refuses a first save when someone saved the setting since the screen was opened', async () => {
      await saveSiteSetting(db(), 'promo', { product: 'a' }, 'staff-1', null);
      await expect(
        saveSiteSetting(db(), 'promo', { product: 'b' }, 'staff-2', null),
      ).rejects.toThrow(/別の人が保存しました/);
      expect((await readSiteSettings(db())).promo).toEqual({ product: 'a' });
    });

    it('gives each save a new version even within the same millisecond', async () => {
      const at = new Date('2026-04-01T00:00:00Z');
      const one = await saveSiteSetting(db(), 'social', { x: '' }, 's', null, at);
      const two = await saveSiteSetting(db(), 'social', { x: '' }, 's', one.version, at);
      expect(two.version).not.toBe(one.version);
      await expect(
        saveSiteSetting(db(), 'social', { x: '' }, 's', one.version, at),
      ).rejects.toThrow(/あなたが別のタブか画面で保存しました/);
    });
  });
});
