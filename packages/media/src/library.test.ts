import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '@tsuzuri/db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { createMediaLibrary } from './library';
import { makeImage } from './test-images';

const AT = new Date('2026-06-01T09:00:00Z');

/** A published article with this body, straight into the table (its other columns empty): its id. */
async function insertArticle(db: Db, slug: string, body: string): Promise<number> {
  const { id } = await db
    .insertInto('articles')
    .values({
      slug,
      locale: 'ja',
      title: 't',
      description: '',
      keywords: '',
      body_source: body,
      body_html: '',
      body_images: '[]',
      toc_json: '[]',
      thumbnail: null,
      plain_text: '',
      author_id: null,
      category_id: null,
      status: 'published',
      published_at: AT.toISOString(),
      updated_at: AT.toISOString(),
      content_hash: 'x',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

forEachDialect((dialect) => {
  const database = useTempDb(dialect);
  const library = () => {
    const { db, dir } = database();
    let tick = AT.getTime();
    return createMediaLibrary({
      db,
      mediaDir: path.join(dir, 'media'),
      now: () => new Date(tick++),
    });
  };
  const upload = async (
    lib: ReturnType<typeof library>,
    fileName: string,
    alt: Record<string, string>,
    bytes?: Buffer,
  ) => {
    const result = await lib.ingestUpload({
      bytes: bytes ?? (await makeImage('png', 200, 100)),
      fileName,
      alt,
      actor: 'editor-1',
    });
    if (!result.ok) throw new Error(result.error.code);
    return result.value;
  };

  describe('media library', () => {
    it('stores an upload: its row, its derived files and its untouched original', async () => {
      const lib = library();
      const bytes = await makeImage('png', 200, 100);
      const { media, created } = await upload(
        lib,
        'chart.png',
        { ja: 'グラフ', en: 'Chart' },
        bytes,
      );
      expect(created).toBe(true);
      expect(media).toMatchObject({
        fileName: 'chart.png',
        mime: 'image/png',
        width: 200,
        height: 100,
        bytes: bytes.length,
        alt: { ja: 'グラフ', en: 'Chart' },
        uploadedBy: 'editor-1',
        createdAt: AT.toISOString(),
      });
      expect(media.variants.map((v) => `${v.format} ${v.width}x${v.height}`)).toEqual([
        'avif 200x100',
        'webp 200x100',
      ]);
      expect(media.src).toBe(`/media/${media.hash.slice(0, 2)}/${media.hash}-200x100-200.webp`);
      const dir = path.join(database().dir, 'media');
      for (const v of media.variants)
        expect(fs.statSync(path.join(dir, 'public', v.url.slice(7))).size).toBe(v.bytes);
      const original = path.join(dir, 'originals', media.hash.slice(0, 2), `${media.hash}.png`);
      expect(fs.readFileSync(original).equals(bytes)).toBe(true);
      expect(await lib.get(media.id)).toEqual(media);
    });

    it('names the type by content: a PNG called .jpg, or .gif, is a PNG', async () => {
      const lib = library();
      const renamed = await upload(lib, 'photo.jpg', { ja: '写真' });
      expect(renamed.media.mime).toBe('image/png');
      const jpeg = await makeImage('jpeg', 120, 90);
      const { media } = await upload(lib, 'anim.gif', { ja: '写真' }, jpeg);
      expect(media.mime).toBe('image/jpeg');
    });

    it('keeps one image for the same bytes uploaded twice', async () => {
      const lib = library();
      const first = await upload(lib, 'a.png', { ja: '一枚目' });
      const again = await upload(lib, 'b.png', { ja: '二枚目' });
      expect(again.created).toBe(false);
      expect(again.media).toEqual(first.media);
      expect((await lib.list()).total).toBe(1);
    });

    it('requires Japanese alternative text and refuses a file that is no image', async () => {
      const lib = library();
      const bytes = await makeImage('png', 50, 50);
      const tries: { alt: Record<string, string>; code: string }[] = [
        { alt: {}, code: 'alt-required' },
        { alt: { ja: '   ', en: 'only English' }, code: 'alt-required' },
        { alt: { ja: 'あ'.repeat(501) }, code: 'alt-too-long' },
        // Only the site's languages: a made-up one would be stored and never shown or edited.
        { alt: { ja: '図', xx: 'made up' }, code: 'bad-request' },
      ];
      for (const { alt, code } of tries) {
        const result = await lib.ingestUpload({ bytes, fileName: 'x.png', alt, actor: 'e' });
        expect(result.ok ? 'accepted' : result.error.code).toBe(code);
      }
      const text = await lib.ingestUpload({
        bytes: Buffer.from('GIF? no: plain text'),
        fileName: 'cat.gif',
        alt: { ja: '猫' },
        actor: 'e',
      });
      expect(text).toEqual({
        ok: false,
        error: expect.objectContaining({
          code: 'not-an-image',
          ja: expect.stringContaining('画像'),
        }),
      });
      expect((await lib.list()).total).toBe(0);
    });

    it('lists newest first, a page at a time, and finds by file name or any alt text', async () => {
      const lib = library();
      const colours = ['#100', '#200', '#300'];
      const names = ['dvd-menu.png', 'ISO_100%.png', 'screen.png'];
      const alts = ['DVDメニュー', '設定画面', 'スクリーンショット'];
      for (const [i, colour] of colours.entries())
        await upload(lib, names[i], { ja: alts[i] }, await makeImage('png', 40, 40, colour));
      const first = await lib.list({ perPage: 2 });
      expect(first.total).toBe(3);
      expect(first.items.map((m) => m.fileName)).toEqual(['screen.png', 'ISO_100%.png']);
      expect((await lib.list({ perPage: 2, page: 2 })).items.map((m) => m.fileName)).toEqual([
        'dvd-menu.png',
      ]);
      const names$ = async (q: string) => (await lib.list({ q })).items.map((m) => m.fileName);
      expect(await names$('DVD')).toEqual(['dvd-menu.png']);
      expect(await names$('iso_100%')).toEqual(['ISO_100%.png']);
      expect(await names$('100%')).toEqual(['ISO_100%.png']);
      expect(await names$('_1')).toEqual(['ISO_100%.png']);
      expect(await names$('画面')).toEqual(['ISO_100%.png']);
      expect(await names$('nothing')).toEqual([]);
    });

    it('changes the alt text, with the same rule as an upload', async () => {
      const lib = library();
      const { media } = await upload(lib, 'a.png', { ja: '古い' });
      const changed = await lib.updateAlt(media.id, { ja: '新しい', en: 'New' });
      expect(changed.ok && changed.value.alt).toEqual({ ja: '新しい', en: 'New' });
      const refused = await lib.updateAlt(media.id, { en: 'English only' });
      expect(refused.ok ? 'accepted' : refused.error.code).toBe('alt-required');
      expect((await lib.get(media.id))?.alt).toEqual({ ja: '新しい', en: 'New' });
      // A prototype key (alt.__proto__= on the upload's query) is no language: nothing of it kept.
      const keyed = await lib.updateAlt(media.id, JSON.parse('{"ja":"図","__proto__":{"en":"x"}}'));
      expect(keyed.ok && keyed.value.alt).toEqual({ ja: '図' });
      expect(Object.getPrototypeOf((await lib.get(media.id))?.alt)).toBe(Object.prototype);
    });

    it('refuses to delete an image an unpublished change, an author or a site setting shows', async () => {
      // Each is a page that would show a broken picture: the change once published, the author's
      // avatar on every article of theirs, the home page's recommended entries.
      const lib = library();
      const { db } = database();
      const { media } = await upload(lib, 'b.png', { ja: '図' });
      const id = await insertArticle(db, 'live-one', '<p>x</p>');
      await db
        .insertInto('article_changes')
        .values({
          article_id: id,
          fields: JSON.stringify({ title: 't', thumbnail: media.src, body: '<p>x</p>' }),
          created_at: AT.toISOString(),
          saved_at: AT.toISOString(),
          saved_by_id: 'u1',
          saved_by_name: '花子',
        })
        .execute();
      await db.insertInto('authors').values({ slug: 'hanako', avatar: media.src }).execute();
      await db
        .insertInto('site_settings')
        .values({
          key: 'topArticles',
          value: JSON.stringify({ ja: [{ image: media.src, label: 'x', link: '/x' }] }),
          updated_at: AT.toISOString(),
          updated_by: 'u1',
        })
        .execute();
      expect(await lib.delete(media.id)).toMatchObject({
        ok: false,
        error: { code: 'in-use' },
        usedBy: [
          { kind: 'change', name: 'ja:/live-one' },
          { kind: 'author', name: 'hanako' },
          { kind: 'setting', name: 'topArticles' },
        ],
      });
      await db.deleteFrom('article_changes').execute();
      await db.deleteFrom('authors').execute();
      await db.deleteFrom('site_settings').execute();
      expect((await lib.delete(media.id)).ok).toBe(true);
    });

    it('refuses to delete an image an article uses, and deletes it with its files once unused', async () => {
      const lib = library();
      const { db, dir } = database();
      const { media } = await upload(lib, 'a.png', { ja: '図' });
      await insertArticle(db, 'uses-image', `<p><img src="${media.src}" alt="図"></p>`);
      const refused = await lib.delete(media.id);
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'in-use' },
        usedBy: [{ kind: 'article', name: 'ja:/uses-image' }],
      });
      expect(await lib.usage(media.id)).toEqual([{ kind: 'article', name: 'ja:/uses-image' }]);
      const file = path.join(dir, 'media', 'public', media.src.slice(7));
      expect(fs.existsSync(file)).toBe(true);

      await db.deleteFrom('articles').execute();
      expect((await lib.delete(media.id)).ok).toBe(true);
      expect(await lib.get(media.id)).toBeNull();
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.readdirSync(path.join(dir, 'media', 'originals', media.hash.slice(0, 2)))).toEqual(
        [],
      );
      expect((await lib.delete(media.id)).ok).toBe(false);
    });
  });
});
