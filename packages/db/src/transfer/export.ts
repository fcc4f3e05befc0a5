import { type RawBuilder, sql } from 'kysely';
import { appliedMigrations, inDependencyOrder, listTables, type TableInfo } from '../catalog';
import type { Db, Dialect } from '../connection';
import { dialectOf } from '../dialect';
import { encodeCell, FORMAT, type HeaderLine, type TableLine, VERSION } from './format';
import { lastId } from './sequences';

/**
 * Not data of the site: the migrator's bookkeeping, the search index (rebuilt on import), the
 * listing counters (rebuilt by their triggers as the articles are inserted, migration 0023), the
 * popularity ranking (refreshed from the daily views when the web server starts, 0027) and
 * the tables a running search rebuild keeps (@tsuzuri/content's search/rebuild/sqlite-staged.ts).
 */
export const NOT_EXPORTED = new Set([
  'kysely_migration',
  'kysely_migration_lock',
  'article_search',
  'search_index_entries',
  'listing_counts',
  'article_popularity',
  'search_index_entries_next',
  'search_rebuild_changes',
  'search_rebuild_owner',
]);

const PAGE_ROWS = 1000;

/** Every table that holds site data, each after the tables it references. */
export async function dataTables(db: Db, dialect: Dialect): Promise<TableInfo[]> {
  return inDependencyOrder(
    (await listTables(db, dialect)).filter((t) => !NOT_EXPORTED.has(t.name)),
  );
}

// Primary-key order (all columns without one); text by code point on both dialects, whatever
// the PostgreSQL database's collation, so the same data always exports the same lines.
function rowOrder(table: TableInfo, dialect: Dialect): RawBuilder<unknown> {
  const keys = table.primaryKey.length ? table.primaryKey : table.columns.map((c) => c.name);
  const textual = new Set(table.columns.filter((c) => /char|text/.test(c.type)).map((c) => c.name));
  return sql.join(
    keys.map((k) =>
      dialect === 'postgres' && textual.has(k) ? sql`${sql.ref(k)} collate "C"` : sql.ref(k),
    ),
  );
}

async function writeTable(
  db: Db,
  dialect: Dialect,
  table: TableInfo,
  write: (line: string) => Promise<void>,
): Promise<number> {
  const columns = table.columns.map((c) => c.name);
  const { rows: counted } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
  const header: TableLine = {
    table: table.name,
    columns,
    rows: Number(counted[0].n),
    lastId: await lastId(db, dialect, table),
  };
  await write(JSON.stringify(header));
  const select = sql.join(columns.map((c) => sql.ref(c)));
  let written = 0;
  // Big tables (analytics events) have one integer key: page by it, so each page is an index
  // seek; OFFSET would rescan every earlier row, quadratic in the table's size.
  const [key] = table.primaryKey;
  const keyset =
    table.primaryKey.length === 1 &&
    /int/i.test(table.columns.find((c) => c.name === key)?.type ?? '');
  let after: unknown = null;
  for (let offset = 0; offset < header.rows; offset += PAGE_ROWS) {
    const page = keyset
      ? sql<Record<string, unknown>>`select ${select} from ${sql.table(table.name)}
          ${after === null ? sql`` : sql`where ${sql.ref(key)} > ${after}`} order by ${sql.ref(key)} limit ${PAGE_ROWS}`
      : sql<Record<string, unknown>>`select ${select} from ${sql.table(table.name)}
          order by ${rowOrder(table, dialect)} limit ${PAGE_ROWS} offset ${offset}`;
    const { rows } = await page.execute(db);
    if (!rows.length) break;
    for (const row of rows)
      await write(JSON.stringify(columns.map((c) => encodeCell(row[c], `${table.name}.${c}`))));
    written += rows.length;
    after = rows[rows.length - 1][key];
  }
  return written;
}

/**
 * Writes the whole site as export lines (format.ts) from one consistent snapshot: a read-only
 * transaction, repeatable read on PostgreSQL. Read only matters on SQLite too: it begins deferred
 * and never takes the write lock, so the site keeps writing during a long export
 * (docs/database.md, "Write transactions").
 */
export async function exportDatabase(
  db: Db,
  write: (line: string) => Promise<void>,
): Promise<{ tables: number; rows: number }> {
  const dialect = dialectOf(db);
  const readOnly = db.transaction().setAccessMode('read only');
  const snapshot =
    dialect === 'postgres' ? readOnly.setIsolationLevel('repeatable read') : readOnly;
  return snapshot.execute(async (trx) => {
    const header: HeaderLine = {
      format: FORMAT,
      version: VERSION,
      exportedAt: new Date().toISOString(),
      source: dialect,
      migrations: await appliedMigrations(trx),
    };
    await write(JSON.stringify(header));
    const tables = await dataTables(trx, dialect);
    let rows = 0;
    for (const table of tables) rows += await writeTable(trx, dialect, table, write);
    await write(JSON.stringify({ end: true, tables: tables.length }));
    return { tables: tables.length, rows };
  });
}
