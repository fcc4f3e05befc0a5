import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  describe('articles.sitemapEntries', () => {
    it('lists the images of the article sitemaps, and the same entries without them on request', async () => {
      const withImages = await site().repos.articles.sitemapEntries();
      const without = await site().repos.articles.sitemapEntries({ images: false });
      // The demo content has thumbnails and body images: the default reads them.
      expect(withImages.some((e) => e.images.length > 0)).toBe(true);
      expect(without.every((e) => e.images.length === 0)).toBe(true);
      expect(without).toEqual(withImages.map((e) => ({ ...e, images: [] })));
    });
  });
});
