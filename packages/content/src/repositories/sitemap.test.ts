import { describe, expect, it } from 'vitest';
import type { Db } from '@tsuzuri/db';
import { testArticleRow } from '@tsuzuri/test-support/article-row';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { plansOf } from '@tsuzuri/test-support/query-plans';
import { useSeededDatabase } from '@tsuzuri/test-support/seeded';
import { sitemapRepository } from './sitemap';

const SCOPE = { locales: ['ja', 'en'], excludedSlugs: [] as string[] };

/** Rows with chosen ids, removed again after `run`. */
async function withRows(
  db: Db,
  rows: { id: number; slug: string; locale: string; status: 'draft' | 'published' }[],
  run: () => Promise<void>,
) {
  await db
    .insertInto('articles')
    .values(
      rows.map((r) => ({
        ...testArticleRow(r),
        id: r.id,
        updated_at: `2030-01-0${(r.id % 9) + 1}T00:00:00.000Z`,
      })),
    )
    .execute();
  try {
    await run();
  } finally {
    await db
      .deleteFrom('articles')
      .where(
        'id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  }
}

/** What the sitemap must list: every published article of the served locales, by hand. */
async function publishedRows(db: Db, scope = SCOPE) {
  const rows = await db
    .selectFrom('articles')
    .select(['id', 'slug', 'locale', 'updated_at'])
    .where('status', '=', 'published')
    .execute();
  return rows.filter(
    (r) => scope.locales.includes(r.locale) && !scope.excludedSlugs.includes(r.slug),
  );
}

forEachDialect((dialect) => {
  const site = useSeededDatabase(dialect);

  describe('the sitemap repository', () => {
    it('lists each published article of the served locales once, in the part of its id', async () => {
      const { db, repos } = site();
      const extra = [
        { id: 2001, slug: 'part-two', locale: 'ja', status: 'published' },
        { id: 2002, slug: 'part-two', locale: 'en', status: 'published' },
        { id: 4500, slug: 'part-three-draft', locale: 'ja', status: 'draft' },
        { id: 4501, slug: 'part-three-zh', locale: 'zh', status: 'published' },
        { id: 6001, slug: 'part-four-adult', locale: 'ja', status: 'published' },
      ] as const;
      await withRows(db, [...extra], async () => {
        const scope = { ...SCOPE, excludedSlugs: ['part-four-adult'] };
        const expected = await publishedRows(db, scope);
        const parts = await repos.sitemap.articleParts(scope);
        // Newest part first; parts 3 and 4 hold only a draft, an unserved locale, an excluded slug.
        expect(parts.map((p) => p.part)).toEqual([2, 1]);
        const newest = (ids: (r: { id: number }) => boolean) =>
          expected
            .filter(ids)
            .map((r) => r.updated_at)
            .sort()
            .at(-1);
        expect(parts[0].newest).toBe(newest((r) => r.id > 2000));
        expect(parts[1].newest).toBe(newest((r) => r.id <= 2000));

        const listed = [
          ...(await repos.sitemap.articlePart(1, scope)),
          ...(await repos.sitemap.articlePart(2, scope)),
        ];
        expect(listed.map((a) => `${a.locale}/${a.slug}`).sort()).toEqual(
          expected.map((r) => `${r.locale}/${r.slug}`).sort(),
        );
        // A part lists its own range, newest id first.
        expect((await repos.sitemap.articlePart(2, scope)).map((a) => a.locale)).toEqual([
          'en',
          'ja',
        ]);
        for (const part of [3, 4, 5])
          expect(await repos.sitemap.articlePart(part, scope)).toEqual([]);
      });
    });

    it("gives each article its slug's published locales, in the site's order, and its images", async () => {
      const { db, repos } = site();
      const all = await repos.sitemap.articlePart(1, SCOPE);
      const byKey = new Map(all.map((a) => [`${a.locale}/${a.slug}`, a]));
      const translated = all.find((a) => a.locale === 'en' && byKey.has(`ja/${a.slug}`));
      const jaOnly = all.find((a) => a.locale === 'ja' && !byKey.has(`en/${a.slug}`));
      if (!translated || !jaOnly) throw new Error('the demo content has no translated article');
      expect(translated.slugLocales).toEqual(['ja', 'en']);
      expect(byKey.get(`ja/${translated.slug}`)?.slugLocales).toEqual(['ja', 'en']);
      // A draft translation is no alternate.
      await withRows(
        db,
        [{ id: 2100, slug: jaOnly.slug, locale: 'en', status: 'draft' }],
        async () => {
          const again = await repos.sitemap.articlePart(1, SCOPE);
          expect(again.find((a) => a.slug === jaOnly.slug)?.slugLocales).toEqual(['ja']);
        },
      );
      // The thumbnail first, then the body's images.
      const row = await db
        .selectFrom('articles')
        .select(['slug', 'locale', 'thumbnail', 'body_images'])
        .where('thumbnail', 'is not', null)
        .where('status', '=', 'published')
        .where('body_images', '!=', '[]')
        .executeTakeFirstOrThrow();
      expect(byKey.get(`${row.locale}/${row.slug}`)?.images).toEqual([
        row.thumbnail,
        ...JSON.parse(row.body_images),
      ]);
    });

    it.runIf(dialect === 'sqlite')(
      'dates the parts from an index alone, adult-listed slugs left out, never reading a row',
      async () => {
        const planned = await plansOf(site().db, (db) =>
          sitemapRepository(db).articleParts({ ...SCOPE, excludedSlugs: ['part-four-adult'] }),
        );
        expect(planned).toHaveLength(1);
        // A row read per article was 0.8 s at 100,000 (the slug behind each body).
        expect(planned[0].plan).toMatch(
          /^SEARCH a USING COVERING INDEX articles_sitemap_parts_idx/m,
        );
      },
    );

    it('dates each category page per locale by its newest article, its children’s included', async () => {
      const { db, repos } = site();
      const categories = await db.selectFrom('categories').select(['cid', 'pid', 'uid']).execute();
      const cats = new Map(categories.map((c) => [c.cid, c]));
      const articles = await db
        .selectFrom('articles')
        .select(['slug', 'locale', 'updated_at', 'category_id', 'status'])
        .execute();
      // By hand: each article dates its category and that category's parent.
      const expected = (excluded: string[]) => {
        const newest = new Map<string, string>();
        for (const a of articles) {
          if (a.status !== 'published' || excluded.includes(a.slug) || a.category_id === null)
            continue;
          const own = cats.get(a.category_id);
          for (const c of [own, own?.pid ? cats.get(own.pid) : undefined]) {
            if (!c) continue;
            const key = `${a.locale}/${c.uid}`;
            if (!newest.has(key) || a.updated_at > (newest.get(key) as string))
              newest.set(key, a.updated_at);
          }
        }
        return Object.fromEntries([...newest].sort());
      };
      const got = async (excluded: string[]) =>
        Object.fromEntries(
          (await repos.sitemap.categoryDates({ ...SCOPE, excludedSlugs: excluded }))
            .map((d) => [`${d.locale}/${d.uid}`, d.newest] as const)
            .sort(),
        );
      const all = expected([]);
      expect(Object.keys(all).length).toBeGreaterThan(4);
      expect(await got([])).toEqual(all);
      // Leaving out each category's newest article dates it by the next one.
      const newestSlugs = articles
        .filter((a) => a.status === 'published')
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
        .slice(0, 3)
        .map((a) => a.slug);
      expect(await got(newestSlugs)).toEqual(expected(newestSlugs));
      expect(await got(newestSlugs)).not.toEqual(all);
    });
  });
});
