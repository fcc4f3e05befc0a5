import type { Db } from '@tsuzuri/db';
import { ignoreReadTags, type ReadTagSink, tags } from '../cache-tags';
import type { Category, CategoryRef, NavCategory } from '../types';

type Row = {
  cid: number;
  pid: number;
  uid: string;
  sort_order: number;
  name: string;
  description: string | null;
};

/** How the caller says the kept tree is stale: a number that changes when a purge touches categories. */
export type CategoryGeneration = () => number;

/**
 * Categories are few (≈40) and read on every page for the navigation. So (docs/product.md#category) they
 * are loaded once per process (per locale) and kept until a purge touching them bumps the
 * generation; the repository answers everything from that one localised tree. The web app passes
 * the front's category-refresh channel (apps/web/src/lib/category-generation.ts); a process that
 * never sees purges (a CLI, a test) keeps generation 0.
 */
export function categoriesRepository(
  db: Db,
  fallbackLocale: string,
  generation: CategoryGeneration = () => 0,
  read: ReadTagSink = ignoreReadTags,
) {
  const loaded = new Map<string, { generation: number; rows: Promise<Row[]> }>();

  function loadRows(locale: string): Promise<Row[]> {
    const current = loaded.get(locale);
    if (current && current.generation === generation()) return current.rows;
    const rows = queryRows(locale);
    loaded.set(locale, { generation: generation(), rows });
    rows.catch(() => loaded.delete(locale));
    return rows;
  }

  async function queryRows(locale: string): Promise<Row[]> {
    return db
      .selectFrom('categories as c')
      .leftJoin('category_translations as t', (j) =>
        j.onRef('t.cid', '=', 'c.cid').on('t.locale', '=', locale),
      )
      .leftJoin('category_translations as f', (j) =>
        j.onRef('f.cid', '=', 'c.cid').on('f.locale', '=', fallbackLocale),
      )
      .select(['c.cid', 'c.pid', 'c.uid', 'c.sort_order'])
      .select((eb) => [
        eb.fn.coalesce('t.name', 'f.name', 'c.uid').as('name'),
        eb.fn.coalesce('t.description', 'f.description').as('description'),
      ])
      .orderBy('c.sort_order')
      .orderBy('c.cid')
      .execute() as Promise<Row[]>;
  }

  const ref = (r: Row): CategoryRef => ({ cid: r.cid, uid: r.uid, name: r.name });

  return {
    /** Top-level categories in their stored sort order, each with its children. */
    async navigation(locale: string): Promise<NavCategory[]> {
      read([tags.categories, tags.locale(locale)]);
      const rows = await loadRows(locale);
      return rows
        .filter((r) => r.pid === 0)
        .map((top) => ({ ...ref(top), children: rows.filter((r) => r.pid === top.cid).map(ref) }));
    },

    async byUid(uid: string, locale: string): Promise<Category | null> {
      const rows = await loadRows(locale);
      const row = rows.find((r) => r.uid === uid);
      if (!row) return null;
      read([tags.category(uid)]);
      const parent = rows.find((r) => r.cid === row.pid);
      return {
        ...ref(row),
        pid: row.pid,
        description: row.description,
        parent: parent ? ref(parent) : null,
        children: rows.filter((r) => r.pid === row.cid).map(ref),
      };
    },

    /** The category's own id plus its children's: a top-level page lists them all. */
    async idsWithChildren(cid: number): Promise<number[]> {
      read([tags.categories]);
      const rows = await loadRows(fallbackLocale);
      return [cid, ...rows.filter((r) => r.pid === cid).map((r) => r.cid)];
    },

    async allUids(): Promise<string[]> {
      read([tags.categories]);
      return (await loadRows(fallbackLocale)).map((r) => r.uid);
    },
  };
}

export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
