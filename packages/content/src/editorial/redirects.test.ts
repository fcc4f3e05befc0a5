import { siteConfig } from '@tsuzuri/config';
import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { draftInput, editorialFixture, HANAKO } from '@tsuzuri/test-support/editorial';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import {
  addRedirect,
  deleteRedirect,
  listRedirects,
  loadRedirectMap,
  updateRedirect,
} from './redirects';
import { publishArticleChanges } from './publish-changes';
import { saveArticle } from './save-article';
import { changeArticleState } from './states';

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);
  const map = async () => Object.fromEntries(await loadRedirectMap(ctx().db));

  describe('redirects', () => {
    it('a published article’s slug change answers 301 from every locale’s old path; chains collapse; renaming back drops the loop', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const ja = await saveArticle(db, draftInput(), HANAKO);
      const en = await saveArticle(
        db,
        draftInput({ locale: 'en', title: 'Better picture' }),
        HANAKO,
      );
      const p = await changeArticleState(
        db,
        { id: ja.id, baseVersion: 1, to: 'published' },
        HANAKO,
      );
      await changeArticleState(db, { id: en.id, baseVersion: 1, to: 'published' }, HANAKO);
      // A live article's save is its change; publishing it renames (article-changes.ts).
      const renamed = async (baseVersion: number, slug: string) => {
        const change = await saveArticle(db, draftInput({ id: ja.id, baseVersion, slug }), HANAKO);
        return publishArticleChanges(db, { id: ja.id, baseVersion: change.version }, HANAKO);
      };
      const r1 = await renamed(p.version, 'sharper-picture');
      expect(r1.tags).toEqual(
        expect.arrayContaining(['redirects', 'article:better-picture', 'article:sharper-picture']),
      );
      expect(await map()).toEqual({
        '/better-picture': '/sharper-picture',
        '/en/better-picture': '/en/sharper-picture',
      });
      // The translation moved with it (hreflang pairs are by slug) and was told by a new version.
      const enRow = await db
        .selectFrom('articles')
        .select(['slug', 'version'])
        .where('id', '=', en.id)
        .executeTakeFirstOrThrow();
      expect(enRow).toEqual({ slug: 'sharper-picture', version: 3 });

      const r2 = await renamed(r1.version, 'best-picture');
      expect(await map()).toEqual({
        '/better-picture': '/best-picture',
        '/sharper-picture': '/best-picture',
        '/en/better-picture': '/en/best-picture',
        '/en/sharper-picture': '/en/best-picture',
      });
      await renamed(r2.version, 'better-picture');
      expect(await map()).toEqual({
        '/best-picture': '/better-picture',
        '/sharper-picture': '/better-picture',
        '/en/best-picture': '/en/better-picture',
        '/en/sharper-picture': '/en/better-picture',
      });
    });

    it('a draft’s slug change makes no redirect', async () => {
      const db = ctx().db;
      await editorialFixture(db);
      const { id } = await saveArticle(db, draftInput(), HANAKO);
      await saveArticle(db, draftInput({ id, baseVersion: 1, slug: 'renamed' }), HANAKO);
      expect(await map()).toEqual({});
    });

    it('hand-made redirects: added, edited, deleted; loops refused, chains collapsed', async () => {
      const db = ctx().db;
      expect(await addRedirect(db, { from: '/a', to: '/b' })).toEqual({
        tags: ['redirects'],
        stored: { from: '/a', to: '/b' },
      });
      await expect(addRedirect(db, { from: '/b', to: '/a' })).rejects.toMatchObject({
        code: 'redirect_loop',
      });
      await expect(addRedirect(db, { from: '/a', to: '/a' })).rejects.toMatchObject({
        code: 'redirect_loop',
      });
      await expect(addRedirect(db, { from: '/a', to: '/c' })).rejects.toMatchObject({
        code: 'invalid',
      });
      await addRedirect(db, { from: '/b', to: '/c' });
      // Joined to a chain, it is stored (and answered) with the chain's end as its target.
      expect((await addRedirect(db, { from: '/z', to: '/a' })).stored).toEqual({
        from: '/z',
        to: '/c',
      });
      expect(await map()).toEqual({ '/a': '/c', '/b': '/c', '/z': '/c' });
      await expect(addRedirect(db, { from: '/c', to: '/z' })).rejects.toMatchObject({
        code: 'redirect_loop',
      });
      expect((await updateRedirect(db, '/z', { from: ' /z ', to: '/記事' })).stored).toEqual({
        from: '/z',
        to: '/記事',
      });
      expect((await listRedirects(db)).find((r) => r.from === '/z')).toMatchObject({
        to: '/記事',
        source: 'manual',
      });
      await deleteRedirect(db, '/z');
      await expect(deleteRedirect(db, '/z')).rejects.toMatchObject({ code: 'not_found' });
      for (const bad of ['a', '//evil.example', '/x?y=1', '/x/', '/%2e', 'https://evil.example/'])
        await expect(addRedirect(db, { from: bad, to: '/ok' })).rejects.toThrow();
      await expect(addRedirect(db, { from: '/ok', to: '//evil.example' })).rejects.toThrow();
      // Paths the site answers before any redirect (it would be listed and never work), or
      // whose redirect would break the site itself; and dot segments, never seen by the rule.
      for (const taken of [
        '/',
        '/admin',
        '/admin/login',
        '/api/comments',
        '/_next/static/x.js',
        '/media/ab/x.webp',
        '/webpush/sw.js',
        '/cookie_set',
      ])
        await expect(addRedirect(db, { from: taken, to: '/ok' }), taken).rejects.toThrow(
          /サイトが使うパス/,
        );
      for (const dotted of ['/a/../b', '/./a', '/a/.'])
        await expect(addRedirect(db, { from: dotted, to: '/ok' }), dotted).rejects.toThrow();
      await expect(addRedirect(db, { from: '/ok', to: '/a/../b' })).rejects.toThrow();
      // A page of the site's own may still be moved by hand.
      expect((await addRedirect(db, { from: '/contact-old', to: '/contact' })).tags).toEqual([
        'redirects',
      ]);
    });

    it('takes a pasted address of this site as its path, and still refuses another site’s', async () => {
      const db = ctx().db;
      const site = siteConfig().siteUrl;
      const pasted = await addRedirect(db, {
        from: `${site}/old-%E8%A8%98%E4%BA%8B#top`,
        to: `${site}/new`,
      });
      expect(await map()).toEqual({ '/old-記事': '/new' });
      // What the audit names: the redirect as stored, not the address as pasted.
      expect(pasted.stored).toEqual({ from: '/old-記事', to: '/new' });
      await expect(
        addRedirect(db, { from: 'https://evil.example/old', to: '/new' }),
      ).rejects.toThrow(/このサイトのパス/);
      await expect(addRedirect(db, { from: `${site}/x?y=1`, to: '/new' })).rejects.toThrow(
        /「\?」以降は使えません/,
      );
    });
  });
});
