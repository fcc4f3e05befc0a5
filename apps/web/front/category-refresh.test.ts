import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentRepositories } from '@tsuzuri/content/repositories';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { categoryGeneration } from '@/lib/category-generation';
import { refreshCategoriesOnPurge } from './category-refresh';

let temp: TempDb;
beforeAll(async () => {
  temp = await tempDb();
  await temp.db
    .insertInto('categories')
    .values({ cid: 1, pid: 0, uid: 'dvd', sort_order: 1 })
    .execute();
});
afterAll(() => temp.cleanup());

describe('category refresh (front → renders, one process)', () => {
  it('a purge that touches categories makes the kept category tree reload; other purges keep it', async () => {
    const categories = contentRepositories(temp.db, {
      fallbackLocale: 'ja',
      popularWindowDays: 30,
      categoryGeneration,
    }).categories;
    expect(await categories.allUids()).toEqual(['dvd']);
    await temp.db
      .insertInto('categories')
      .values({ cid: 2, pid: 0, uid: 'blu-ray', sort_order: 2 })
      .execute();

    const before = categoryGeneration();
    refreshCategoriesOnPurge([{ seq: 1, kind: 'tags', values: ['article:x', 'list:latest:ja'] }]);
    expect(categoryGeneration()).toBe(before);
    expect(await categories.allUids()).toEqual(['dvd']);

    refreshCategoriesOnPurge([{ seq: 2, kind: 'tags', values: ['category:blu-ray'] }]);
    expect(categoryGeneration()).toBe(before + 1);
    expect(await categories.allUids()).toEqual(['dvd', 'blu-ray']);
  });

  it('a reset, a purge by key or an empty batch after a gap reloads too', () => {
    const before = categoryGeneration();
    refreshCategoriesOnPurge([{ seq: 3, kind: 'reset', values: [] }]);
    refreshCategoriesOnPurge([{ seq: 4, kind: 'keys', values: ['k'] }]);
    refreshCategoriesOnPurge([]);
    expect(categoryGeneration()).toBe(before + 3);
  });
});
