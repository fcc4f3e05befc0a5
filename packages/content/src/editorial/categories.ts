import { z } from 'zod';
import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import type { Db } from '@tsuzuri/db';
import { tags } from '../cache-tags';
import { EditorialError } from './errors';
import { recordSlugRedirect } from './redirects';
import { pathSegmentProblem, SLUG_PATTERN } from './slug';
import { DisplayNameSchema } from './display-name';

const NamesSchema = z
  .partialRecord(
    z.enum(SUPPORTED_LOCALES),
    z.object({
      name: DisplayNameSchema,
      description: z.string().trim().max(1000).nullable().default(null),
    }),
  )
  .refine(
    (n) => Object.keys(n).length > 0,
    '少なくとも一つの言語で名前が必要です (a name in one locale at least)',
  );

/** The console's category form. `parent` is a top-level category's cid, or 0 for a top-level one. */
export const CategoryInputSchema = z
  .object({
    uid: z
      .string()
      .trim()
      .max(80)
      .regex(
        SLUG_PATTERN,
        'uid は半角英小文字・数字・ハイフンで入力してください (lowercase letters, digits and hyphens only)',
      ),
    parent: z.number().int().min(0).default(0),
    names: NamesSchema,
  })
  .strict();
export type CategoryInput = z.input<typeof CategoryInputSchema>;

export type CategoryNode = {
  cid: number;
  pid: number;
  uid: string;
  sortOrder: number;
  names: Partial<Record<string, { name: string; description: string | null }>>;
  children: CategoryNode[];
};

/** The whole tree with every locale's names, in navigation order. */
export async function categoryTree(db: Db): Promise<CategoryNode[]> {
  const rows = await db
    .selectFrom('categories')
    .selectAll()
    .orderBy('sort_order')
    .orderBy('cid')
    .execute();
  const texts = await db.selectFrom('category_translations').selectAll().execute();
  const node = (r: (typeof rows)[number]): CategoryNode => ({
    cid: r.cid,
    pid: r.pid,
    uid: r.uid,
    sortOrder: r.sort_order,
    names: Object.fromEntries(
      texts
        .filter((t) => t.cid === r.cid)
        .map((t) => [t.locale, { name: t.name, description: t.description }]),
    ),
    children: rows.filter((c) => c.pid === r.cid).map(node),
  });
  return rows.filter((r) => r.pid === 0).map(node);
}

export const noCategory = (cid: number) =>
  new EditorialError('not_found', {
    ja: `カテゴリ ${cid} がありません`,
    en: `There is no category ${cid}`,
  });

/** What a category write touches: the tree (every page's navigation) and the category's pages. */
export const categoryTags = (...uids: string[]) => [
  tags.categories,
  ...uids.map(tags.category),
  tags.sitemap,
];

async function checkParent(db: Db, parent: number, cid?: number) {
  if (parent === 0) return;
  if (parent === cid)
    throw new EditorialError(
      'invalid',
      { ja: 'カテゴリは自分の下に置けません', en: 'A category cannot be its own parent' },
      'parent',
    );
  const p = await db
    .selectFrom('categories')
    .select('pid')
    .where('cid', '=', parent)
    .executeTakeFirst();
  if (!p)
    throw new EditorialError(
      'invalid',
      { ja: `親カテゴリ ${parent} がありません`, en: `There is no category ${parent}` },
      'parent',
    );
  // The navigation has two levels: a parent is itself top-level.
  if (p.pid !== 0)
    throw new EditorialError(
      'invalid',
      {
        ja: '親には最上位のカテゴリを選んでください（メニューは2階層です）',
        en: 'Choose a top-level category as the parent (the menu has two levels)',
      },
      'parent',
    );
  if (cid !== undefined) {
    const child = await db
      .selectFrom('categories')
      .select('cid')
      .where('pid', '=', cid)
      .executeTakeFirst();
    if (child)
      throw new EditorialError(
        'invalid',
        {
          ja: '子カテゴリを持つカテゴリはほかのカテゴリの下に移動できません',
          en: 'A category with children stays at the top level',
        },
        'parent',
      );
  }
}

async function writeNames(db: Db, cid: number, names: z.output<typeof NamesSchema>) {
  await db.deleteFrom('category_translations').where('cid', '=', cid).execute();
  const rows = Object.entries(names).flatMap(([locale, n]) =>
    n ? [{ cid, locale, name: n.name, description: n.description }] : [],
  );
  if (rows.length) await db.insertInto('category_translations').values(rows).execute();
}

/** Adds a category at the end of its parent's list. Returns its cid and the tags to purge. */
export async function createCategory(
  db: Db,
  input: CategoryInput,
): Promise<{ cid: number; tags: string[] }> {
  const c = CategoryInputSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const problem = await pathSegmentProblem(trx, c.uid, 'category');
    if (problem) throw new EditorialError('slug_reserved', problem, 'uid');
    await checkParent(trx, c.parent);
    const { maxCid } = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('cid').as('maxCid'))
      .executeTakeFirstOrThrow();
    const { maxOrder } = await trx
      .selectFrom('categories')
      .select((eb) => eb.fn.max('sort_order').as('maxOrder'))
      .where('pid', '=', c.parent)
      .executeTakeFirstOrThrow();
    const cid = Number(maxCid ?? 0) + 1;
    await trx
      .insertInto('categories')
      .values({ cid, pid: c.parent, uid: c.uid, sort_order: Number(maxOrder ?? 0) + 1 })
      .execute();
    await writeNames(trx, cid, c.names);
    return { cid, tags: categoryTags(c.uid) };
  });
}

/**
 * Renames, re-parents or re-labels a category. A new uid keeps the old category URL working
 * (a 301 per locale, like an article's slug). Returns the tags to purge.
 */
export async function updateCategory(
  db: Db,
  cid: number,
  input: CategoryInput,
  now = new Date(),
): Promise<string[]> {
  const c = CategoryInputSchema.parse(input);
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('categories')
      .selectAll()
      .where('cid', '=', cid)
      .executeTakeFirst();
    if (!before) throw noCategory(cid);
    const out = categoryTags(before.uid, c.uid);
    if (c.uid !== before.uid) {
      const problem = await pathSegmentProblem(trx, c.uid, 'category', { categoryCid: cid });
      if (problem) throw new EditorialError('slug_reserved', problem, 'uid');
      const { defaultLocale, locales } = siteConfig();
      for (const l of locales) {
        const prefix = l === defaultLocale ? '' : `/${l}`;
        await recordSlugRedirect(trx, `${prefix}/${before.uid}`, `${prefix}/${c.uid}`, now);
      }
      out.push(tags.redirects);
    }
    if (c.parent !== before.pid) await checkParent(trx, c.parent, cid);
    await trx
      .updateTable('categories')
      .set({ uid: c.uid, pid: c.parent })
      .where('cid', '=', cid)
      .execute();
    await writeNames(trx, cid, c.names);
    return out;
  });
}

/** Sets the navigation order of one parent's children (0: the top level): `cids` in the new order, all of them. */
export async function reorderCategories(db: Db, parent: number, cids: number[]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom('categories')
      .select(['cid', 'uid'])
      .where('pid', '=', parent)
      .execute();
    const have = rows.map((r) => r.cid).sort((a, b) => a - b);
    const given = [...new Set(cids)].sort((a, b) => a - b);
    if (have.length !== given.length || have.some((c, i) => c !== given[i]))
      throw new EditorialError('invalid', {
        ja: '並べ替えには同じ親のカテゴリをすべて指定してください',
        en: 'Name every category under the parent, once each',
      });
    for (const [i, cid] of cids.entries())
      await trx
        .updateTable('categories')
        .set({ sort_order: i + 1 })
        .where('cid', '=', cid)
        .execute();
    return [tags.categories];
  });
}
