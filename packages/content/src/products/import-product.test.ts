import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { type TempDb, tempDb, writeFiles } from '@tsuzuri/test-support/temp-db';
import { importDirectories } from '../import/import-dir';

const shipped = fs.readFileSync(
  path.resolve(
    path.dirname(fileURLToPath(import.meta.url)),
    '../../seed/products/ai-upscaler.json',
  ),
  'utf8',
);
// biome-ignore lint/suspicious/noExplicitAny: the tests break the JSON in every way on purpose
const edited = (edit: (p: Record<string, any>) => void) => {
  const p = JSON.parse(shipped);
  edit(p);
  return JSON.stringify(p, null, 2);
};

forEachDialect((dialect) => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb(dialect);
  });
  afterEach(() => ctx.cleanup());

  describe('importing product files', () => {
    it('creates, skips when unchanged, and updates a product, purging its pages', async () => {
      const dir = writeFiles(ctx.dir, { 'ai-upscaler.json': shipped });
      const first = await importDirectories(ctx.db, [dir]);
      expect(first.files).toMatchObject([
        { status: 'created', slug: 'ai-upscaler', locale: 'ja+en' },
      ]);
      expect(first.tags).toEqual(['product:ai-upscaler', 'products', 'sitemap']);
      const again = await importDirectories(ctx.db, [dir]);
      expect(again.files[0].status).toBe('unchanged');
      expect(again.tags).toEqual([]);

      const cheaper = edited((p) => {
        p.plans = p.plans.filter((x: { code: string }) => x.code !== 'monthly');
        p.plans[0].priceJpy = 7980;
        p.downloadUrls.windows = 'https://dl.tsuzuri.example/AIUpscaler_setup.exe';
      });
      fs.writeFileSync(path.join(dir, 'ai-upscaler.json'), cheaper);
      expect((await importDirectories(ctx.db, [dir])).files[0].status).toBe('updated');
      const p = await createRepositories(ctx.db, 'ja').products.bySlug('ai-upscaler', 'ja');
      expect(p?.plans.map((x) => [x.code, x.priceJpy])).toEqual([
        ['yearly', 7980],
        ['perpetual', 12980],
      ]);
      expect(p?.downloadUrls).toEqual({
        windows: 'https://dl.tsuzuri.example/AIUpscaler_setup.exe',
        mac: null,
      });
    });

    it('reports a bad product file by name, keeps the good ones, and stores nothing of it', async () => {
      const dir = writeFiles(ctx.dir, {
        'good.json': shipped,
        'bad.json': edited((p) => {
          p.slug = 'broken';
          p.appId = 'x';
        }),
        'twin.json': edited((p) => (p.pid = '99999')),
      });
      const report = await importDirectories(ctx.db, [dir]);
      const byName = Object.fromEntries(report.files.map((f) => [path.basename(f.file), f]));
      expect(byName['good.json'].status).toBe('created');
      expect(byName['bad.json']).toMatchObject({ status: 'error' });
      expect(byName['bad.json'].status === 'error' && byName['bad.json'].reason).toMatch(/^appId/);
      expect(byName['twin.json'].status === 'error' && byName['twin.json'].reason).toMatch(
        /product 'ai-upscaler' is also in .*good\.json/,
      );
      const slugs = await ctx.db.selectFrom('products').select(['slug', 'pid']).execute();
      expect(slugs).toEqual([{ slug: 'ai-upscaler', pid: '10437' }]);
    });
  });
});
