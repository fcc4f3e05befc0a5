import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runScript } from '@tsuzuri/test-support/run-script';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';

// `npm start` runs `db:seed --if-empty`: a site with content keeps it, yet a site seeded before
// products existed (upgraded, migration 0011 ran) gets the demo products, or its promo boxes vanish.
describe('npm run db:seed -- --if-empty', () => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb('sqlite', { seeded: true });
  });
  afterEach(() => ctx.cleanup());

  const productSlugs = async () =>
    (await ctx.db.selectFrom('products').select('slug').orderBy('slug').execute()).map(
      (r) => r.slug,
    );

  it('adds the demo products to a site that has articles but no products, touching no article', async () => {
    await ctx.db.deleteFrom('products').execute();
    await ctx.db
      .updateTable('articles')
      .set({ title: '編集者が直したタイトル' })
      .where('slug', '=', 'best-free-dvd-software')
      .execute();
    const run = await runScript('seed.ts', ['--if-empty'], ctx.url);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/seed: added the demo products \(2 created\)/);
    expect(await productSlugs()).toEqual(['ai-upscaler', 'video-studio']);
    const article = await ctx.db
      .selectFrom('articles')
      .select('title')
      .where('slug', '=', 'best-free-dvd-software')
      .executeTakeFirstOrThrow();
    expect(article.title).toBe('編集者が直したタイトル');
  }, 60_000);

  it('leaves a site with articles and products alone', async () => {
    await ctx.db.deleteFrom('products').where('slug', '=', 'ai-upscaler').execute();
    const run = await runScript('seed.ts', ['--if-empty'], ctx.url);
    expect(run.stdout).toMatch(/seed: skipped, the database already has \d+ articles/);
    expect(await productSlugs()).toEqual(['video-studio']);
  }, 60_000);
});
