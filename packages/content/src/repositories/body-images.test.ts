import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { fillBodyImages, parseBodyImages } from './body-images';

const SCOPE = { locales: ['ja', 'en'], excludedSlugs: [] };

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  describe('the image sitemaps’ stored list of body images', () => {
    it('takes body images from the stored list, not from the bodies, which it never reads', async () => {
      const { db, repos } = site();
      const before = await repos.sitemap.articlePart(1, SCOPE);
      const withBodyImages = before.find((e) => e.images.length > 1);
      expect(withBodyImages).toBeDefined();
      // Bodies blanked: the sitemap's images are unchanged (they come from body_images).
      const bodies = await db.selectFrom('articles').select(['id', 'body_html']).execute();
      await db.updateTable('articles').set({ body_html: '' }).execute();
      try {
        expect(await repos.sitemap.articlePart(1, SCOPE)).toEqual(before);
      } finally {
        for (const row of bodies)
          await db
            .updateTable('articles')
            .set({ body_html: row.body_html })
            .where('id', '=', row.id)
            .execute();
      }
    });

    it('fills body_images from the stored HTML for rows written before the column (migration 0021)', async () => {
      const { db, repos } = site();
      const before = await repos.sitemap.articlePart(1, SCOPE);
      const stored = await db
        .selectFrom('articles')
        .select(['id', 'body_images'])
        .orderBy('id')
        .execute();
      await db.updateTable('articles').set({ body_images: '[]' }).execute();
      await fillBodyImages(db);
      const after = await db
        .selectFrom('articles')
        .select(['id', 'body_images'])
        .orderBy('id')
        .execute();
      expect(after).toEqual(stored);
      expect(await repos.sitemap.articlePart(1, SCOPE)).toEqual(before);
    });

    it('reads a damaged stored list as no images', () => {
      expect(parseBodyImages('not json')).toEqual([]);
      expect(parseBodyImages('{"a":1}')).toEqual([]);
      expect(parseBodyImages('["/a.png",3,null,"/b.webp"]')).toEqual(['/a.png', '/b.webp']);
    });
  });
});
