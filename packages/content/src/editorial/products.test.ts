import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { useTempDb, writeFiles } from '@tsuzuri/test-support/temp-db';
import { importDirectories } from '../import/import-dir';
import type { ProductInput } from './product-input';
import { getProductForEditing, listConsoleProducts, saveProduct } from './products';

const seedFile = (name: string) =>
  fs.readFileSync(
    path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/products', name),
    'utf8',
  );
/** The shipped AI Upscaler file as a console input, changed by `edit` (a deep copy each time). */
// biome-ignore lint/suspicious/noExplicitAny: the tests break the input in every way on purpose
const input = (edit: (p: Record<string, any>) => void = () => {}): ProductInput => {
  const p = JSON.parse(seedFile('ai-upscaler.json'));
  edit(p);
  return p;
};
const TAGS = ['product:ai-upscaler', 'products', 'sitemap'];

forEachDialect((dialect) => {
  const ctx = useTempDb(dialect);

  describe('products in the console', () => {
    it('creates, lists, edits through the import write path, and shows on the public side', async () => {
      const db = ctx().db;
      const created = await saveProduct(db, input());
      expect(created).toMatchObject({ slug: 'ai-upscaler', tags: TAGS });
      // The same content as the shipped file: a re-import sees nothing to do.
      const dir = writeFiles(ctx().dir, { 'ai-upscaler.json': seedFile('ai-upscaler.json') });
      expect((await importDirectories(db, [dir])).files[0].status).toBe('unchanged');

      const { input: loaded, version } = (await getProductForEditing(db, 'ai-upscaler')) ?? {};
      expect(version).toBe(created.version);
      const edited = structuredClone(loaded) as ReturnType<typeof input>;
      edited.plans[0].priceJpy = '１２，３４５円';
      const ja = edited.texts.ja;
      if (!ja) throw new Error('the product has no Japanese texts');
      ja.features[0].title = '新しい特長の一行';
      edited.downloadUrls.windows = 'https://dl.example.jp/setup.exe';
      const saved = await saveProduct(db, edited, {
        slug: 'ai-upscaler',
        baseVersion: version ?? '',
      });
      expect(saved.tags).toEqual(TAGS);
      expect(saved.version).not.toBe(version);

      const shown = await createRepositories(db, 'ja').products.bySlug('ai-upscaler', 'ja');
      expect(shown?.plans[0].priceJpy).toBe(12345);
      expect(shown?.features[0].title).toBe('新しい特長の一行');
      expect(shown?.downloadUrls.windows).toBe('https://dl.example.jp/setup.exe');
      expect(await listConsoleProducts(db)).toMatchObject([
        { slug: 'ai-upscaler', appId: loaded?.appId, plans: [{ priceJpy: 12345 }, {}, {}] },
      ]);
    });

    it('refuses a save based on an older version, and a second product with a taken slug, app id or pid', async () => {
      const db = ctx().db;
      const { version } = await saveProduct(db, input());
      await saveProduct(
        db,
        input((p) => (p.sortOrder = 5)),
        { slug: 'ai-upscaler', baseVersion: version },
      );
      await expect(
        saveProduct(
          db,
          input((p) => (p.sortOrder = 6)),
          { slug: 'ai-upscaler', baseVersion: version },
        ),
      ).rejects.toMatchObject({ code: 'conflict' });
      await expect(saveProduct(db, input())).rejects.toMatchObject({ code: 'slug_taken' });
      await expect(
        saveProduct(
          db,
          input((p) => (p.slug = 'other')),
        ),
      ).rejects.toThrow(/アプリID/);
      await expect(
        saveProduct(
          db,
          input((p) => Object.assign(p, { slug: 'other', appId: 'Other.App' })),
        ),
      ).rejects.toThrow(/PID/);
      await expect(
        saveProduct(
          db,
          input((p) => (p.slug = 'renamed')),
          { slug: 'ai-upscaler', baseVersion: version },
        ),
      ).rejects.toThrow(/スラッグは作成後に変更できません/);
    });

    it('refuses hostile input with a message in Japanese and English, storing nothing', async () => {
      const db = ctx().db;
      // biome-ignore lint/suspicious/noExplicitAny: each case breaks the input its own way
      const refusals: [string, (p: Record<string, any>) => void, RegExp][] = [
        ['negative price', (p) => (p.plans[0].priceJpy = -1), /価格は1〜10,000,000円/],
        ['NaN price', (p) => (p.plans[0].priceJpy = Number.NaN), /価格は/],
        ['fraction', (p) => (p.plans[0].priceJpy = '9.5'), /価格は/],
        ['huge price', (p) => (p.plans[0].priceJpy = 10_000_001), /価格は/],
        ['javascript URL', (p) => (p.downloadUrls.mac = 'javascript:alert(1)'), /https:\/\//],
        ['http URL', (p) => (p.downloadUrls.mac = 'http://dl.example.jp/x.dmg'), /https:\/\//],
        ['bad slug', (p) => (p.slug = 'AI Upscaler'), /スラッグ/],
        ['oversize name', (p) => (p.texts.ja.name = 'あ'.repeat(101)), /100文字以内/],
        [
          'too many features',
          (p) => (p.texts.ja.features = Array(31).fill(p.texts.ja.features[0])),
          /30行まで/,
        ],
        ['unknown locale', (p) => (p.texts.xx = p.texts.ja), /xx/],
        ['no Japanese', (p) => delete p.texts.ja, /既定の言語/],
        ['missing label', (p) => delete p.texts.en.planLabels.yearly, /プラン名を入力/],
        [
          'other-site screenshot',
          (p) => (p.screenshots[0].src = '//evil.example/x.png'),
          /メディアライブラリ/,
        ],
        ['extra field', (p) => (p.colour = 'blue'), /colour/],
      ];
      for (const [why, edit, message] of refusals)
        await expect(saveProduct(db, input(edit)), why).rejects.toThrow(message);
      // JSON.parse makes "__proto__" an own key, as a hostile request body would.
      const withKey = (at: string, key: string) =>
        JSON.parse(JSON.stringify(input()).replace(at, `${at}"${key}":{"polluted":true},`));
      for (const key of ['__proto__', 'constructor', 'prototype'])
        for (const at of ['{', '"texts":{', '"planLabels":{', '"promo":{'])
          await expect(saveProduct(db, withKey(at, key)), `${key} in ${at}`).rejects.toThrow(
            /使えない項目名です/,
          );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(await db.selectFrom('products').select('slug').execute()).toEqual([]);
    });

    it('records inside the save: a failing record leaves nothing saved', async () => {
      const db = ctx().db;
      await expect(
        saveProduct(db, input(), undefined, async () => {
          throw new Error('the audit log is down');
        }),
      ).rejects.toThrow('the audit log is down');
      expect(await db.selectFrom('products').select('slug').execute()).toEqual([]);
      const seen: string[] = [];
      await saveProduct(db, input(), undefined, async (trx, saved) => {
        const row = await trx.selectFrom('products').select('content_hash').executeTakeFirst();
        seen.push(`${saved.slug} ${row?.content_hash === saved.version}`);
      });
      expect(seen).toEqual(['ai-upscaler true']);
    });

    it('keeps the stored product whole when an edit is refused', async () => {
      const db = ctx().db;
      const { version } = await saveProduct(db, input());
      const before = await getProductForEditing(db, 'ai-upscaler');
      await expect(
        saveProduct(
          db,
          input((p) => (p.plans[0].priceJpy = -1)),
          { slug: 'ai-upscaler', baseVersion: version },
        ),
      ).rejects.toThrow();
      expect(await getProductForEditing(db, 'ai-upscaler')).toEqual(before);
    });
  });
});
