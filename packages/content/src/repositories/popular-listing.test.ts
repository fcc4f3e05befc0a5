import { sql } from 'kysely';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { type Db, dayOf } from '@tsuzuri/db';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { createRepositories } from '@tsuzuri/test-support/repositories';
import { type TempDb, tempDb } from '@tsuzuri/test-support/temp-db';
import { refreshPopularity, writePopularity } from './popularity';

/**
 * The popular lists find their listing in the ranking alone: each ranked row carries its
 * article's locale, state and category (migration 0031). Those copies must follow the article
 * at once, or a list shows a draft, or loses a published article until the next refresh.
 */
forEachDialect((dialect) => {
  let ctx: TempDb;
  beforeEach(async () => {
    ctx = await tempDb(dialect, { seeded: true });
  });
  afterEach(() => ctx.cleanup());

  const PER_PAGE = 4;
  const WINDOW_DAYS = 30;

  /** Which popular list: some slugs left out, or some categories only (`?category=`). */
  type Listing = { excluded?: string[]; categoryIds?: number[] };

  /** Every page of /by-popularity, in order, and the total the first page gives. */
  async function everyPage({ excluded, categoryIds }: Listing = {}) {
    const { articles } = createRepositories(ctx.db, 'ja', WINDOW_DAYS);
    const list = (page: number) =>
      articles.list({
        locale: 'ja',
        order: 'popular',
        page,
        perPage: PER_PAGE,
        excludeSlugs: excluded,
        categoryIds,
      });
    const first = await list(1);
    const pages = [first.items.map((a) => a.slug)];
    for (let page = 2; page <= first.pageCount; page++)
      pages.push((await list(page)).items.map((a) => a.slug));
    // Every page full but the last: a row the list counts and then cannot show leaves a gap.
    for (const shown of pages.slice(0, -1)) expect(shown).toHaveLength(PER_PAGE);
    return { slugs: pages.flat(), total: first.total };
  }

  const listed = (db: Db, categoryIds?: number[]) => {
    const q = db
      .selectFrom('articles')
      .select(['id', 'slug', 'category_id'])
      .where('locale', '=', 'ja')
      .where('status', '=', 'published')
      .where('category_id', 'is not', null);
    return categoryIds ? q.where('category_id', 'in', categoryIds) : q;
  };

  /** The order the lists must show: `read` (most read first) as they stand, then the rest. */
  async function expectedOrder(read: number[], { excluded = [], categoryIds }: Listing = {}) {
    const now = new Map((await listed(ctx.db, categoryIds).execute()).map((r) => [r.id, r.slug]));
    const ranked = read.flatMap((id) => now.get(id) ?? []);
    const rest = await listed(ctx.db, categoryIds)
      .where('id', 'not in', read)
      .orderBy('view_count', 'desc')
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return [...ranked, ...rest.map((r) => r.slug)].filter((s) => !excluded.includes(s));
  }

  /** Articles read today, the first the most (by default six listed ones); ranked by a refresh. */
  async function readSix(ids?: number[]): Promise<number[]> {
    const six = ids ?? (await listed(ctx.db).orderBy('id').limit(6).execute()).map((r) => r.id);
    const day = dayOf(new Date());
    await ctx.db
      .insertInto('article_views_daily')
      .values(six.map((id, i) => ({ article_id: id, day, views: 60 - 10 * i })))
      .execute();
    await refreshPopularity(ctx.db, WINDOW_DAYS);
    return six;
  }

  async function expectPages(read: number[], listing: Listing = {}) {
    const { slugs, total } = await everyPage(listing);
    expect(slugs).toEqual(await expectedOrder(read, listing));
    expect(total).toBe(slugs.length);
  }

  it('an article unpublished or left without a category leaves every page at once, and comes back at its rank', async () => {
    const read = await readSix();
    await expectPages(read);
    const { id: firstCategory } = await ctx.db
      .selectFrom('articles')
      .select('category_id as id')
      .where('id', '=', read[3])
      .executeTakeFirstOrThrow();

    const change = (
      id: number,
      to: { status?: 'draft' | 'published'; category_id?: number | null },
    ) => ctx.db.updateTable('articles').set(to).where('id', '=', id).execute();

    // No refresh in between: the ranking's own copies must follow the articles.
    await change(read[1], { status: 'draft' });
    await change(read[3], { category_id: null });
    await expectPages(read);

    await change(read[1], { status: 'published' });
    await change(read[3], { category_id: firstCategory });
    await expectPages(read);
  });

  it('the articles of a deleted category leave the list with it (the key sets their category to null)', async () => {
    const read = await readSix();
    const { category_id } = await listed(ctx.db)
      .where('id', '=', read[2])
      .executeTakeFirstOrThrow();
    await ctx.db
      .deleteFrom('category_translations')
      .where('cid', '=', category_id as number)
      .execute();
    await ctx.db
      .deleteFrom('categories')
      .where('cid', '=', category_id as number)
      .execute();
    const row = await ctx.db
      .selectFrom('article_popularity')
      .select('category_id')
      .where('article_id', '=', read[2])
      .executeTakeFirstOrThrow();
    expect(row.category_id).toBeNull();
    await expectPages(read);
  });

  it('an article moved to another locale leaves this locale’s list', async () => {
    const read = await readSix();
    // A slug no English article has, so the move keeps slugs unique per locale.
    const english = (
      await ctx.db.selectFrom('articles').select('slug').where('locale', '=', 'en').execute()
    ).map((r) => r.slug);
    const moved = (
      await listed(ctx.db)
        .where('id', 'in', read)
        .where('slug', 'not in', english.length ? english : [''])
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.db.updateTable('articles').set({ locale: 'en' }).where('id', '=', moved).execute();
    const { slugs } = await everyPage();
    expect(slugs).not.toContain(
      (
        await ctx.db
          .selectFrom('articles')
          .select('slug')
          .where('id', '=', moved)
          .executeTakeFirstOrThrow()
      ).slug,
    );
    await expectPages(read);
  });

  it('a list without some articles (an article page’s own, the adult list) skips them on every page', async () => {
    const read = await readSix();
    const slugOf = async (id: number) =>
      (
        await ctx.db
          .selectFrom('articles')
          .select('slug')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).slug;
    // One ranked and one unranked article left out.
    const unranked = (await listed(ctx.db).where('id', 'not in', read).executeTakeFirstOrThrow())
      .slug;
    await expectPages(read, { excluded: [await slugOf(read[2]), unranked] });
  });

  it('a category’s popular list (`?category=`) holds its ranked articles first, then its others', async () => {
    // The category with the most articles, three of them read and three others around them:
    // the walk must skip the ranked articles of other categories.
    const { category_id } = await listed(ctx.db)
      .clearSelect()
      .select('category_id')
      .groupBy('category_id')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const categoryIds = [category_id as number];
    const inside = await listed(ctx.db, categoryIds).orderBy('id').limit(3).execute();
    const outside = await listed(ctx.db)
      .where('category_id', '!=', category_id)
      .orderBy('id')
      .limit(3)
      .execute();
    const read = await readSix(
      [outside[0], inside[0], outside[1], inside[1], outside[2], inside[2]].map((r) => r.id),
    );
    expect((await expectedOrder(read, { categoryIds })).length).toBeGreaterThan(PER_PAGE);
    await expectPages(read, { categoryIds });
  });

  if (dialect === 'postgres')
    it('an article saved while the ranking is refreshed keeps its new state in the ranking', async () => {
      const read = await readSix();
      // The refresh has deleted and written the ranking, and is still open, when an editor
      // unpublishes a ranked article. Without the refresh's lock, the editor's trigger waited
      // for the row the refresh had deleted, found it gone, and the written row kept
      // "published" until the next refresh.
      let saved: Promise<unknown> | undefined;
      await ctx.db.transaction().execute(async (trx) => {
        await writePopularity(trx, WINDOW_DAYS);
        saved = ctx.db
          .updateTable('articles')
          .set({ status: 'draft' })
          .where('id', '=', read[0])
          .execute();
        await waitForAWaitingLock(trx);
      });
      await saved;
      const row = await ctx.db
        .selectFrom('article_popularity')
        .select('status')
        .where('article_id', '=', read[0])
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('draft');
      await expectPages(read);
    });

  if (dialect === 'postgres')
    it('an article read since the last refresh and unpublished while the next one runs is ranked as a draft', async () => {
      const read = await readSix();
      const late = (await listed(ctx.db).where('id', 'not in', read).executeTakeFirstOrThrow()).id;
      await ctx.db
        .insertInto('article_views_daily')
        .values({ article_id: late, day: dayOf(new Date()), views: 100 })
        .execute();
      // The editor's transaction is still open when the refresh reads the articles. The article
      // has no ranking row yet, so its trigger wrote nothing, and the refresh read it as
      // published and ranked it so, unless it waited for the editor's commit.
      let refreshed: Promise<unknown> | undefined;
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('articles').set({ status: 'draft' }).where('id', '=', late).execute();
        refreshed = refreshPopularity(ctx.db, WINDOW_DAYS);
        await waitForAWaitingLock(trx);
      });
      await refreshed;
      const row = await ctx.db
        .selectFrom('article_popularity')
        .select(['status', 'rank'])
        .where('article_id', '=', late)
        .executeTakeFirstOrThrow();
      expect([row.status, Number(row.rank)]).toEqual(['draft', 1]);
      await expectPages(read);
    });

  if (dialect === 'postgres')
    it('a save that changes none of the listing columns does not wait for a refresh', async () => {
      const read = await readSix();
      const { category_id, status } = await ctx.db
        .selectFrom('articles')
        .select(['category_id', 'status'])
        .where('id', '=', read[0])
        .executeTakeFirstOrThrow();
      // The console's save sends the category and the state every time.
      await ctx.db.transaction().execute(async (trx) => {
        await writePopularity(trx, WINDOW_DAYS);
        const saved = ctx.db
          .updateTable('articles')
          .set({ category_id, status, title: 'a new title' })
          .where('id', '=', read[0])
          .execute()
          .then(() => 'saved');
        const waited = new Promise((r) => setTimeout(() => r('waited for the refresh'), 3000));
        expect(await Promise.race([saved, waited])).toBe('saved');
      });
    });
});

/** Until another session of this database waits for a lock (the save behind the refresh). */
async function waitForAWaitingLock(trx: Db) {
  for (let i = 0; i < 200; i++) {
    const { rows } = await sql<{ n: string }>`select count(*) as n from pg_locks l
      join pg_stat_activity s on s.pid = l.pid
      where not l.granted and s.datname = current_database()`.execute(trx);
    if (Number(rows[0].n) > 0) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error('the save never waited for the refresh');
}
