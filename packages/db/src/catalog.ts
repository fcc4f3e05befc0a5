import { sql } from 'kysely';
import type { Db, Dialect } from './connection';

/**
 * The tables of a database as its own catalog describes them (sqlite_master and PRAGMAs, or
 * PostgreSQL's information_schema and pg_catalog), so whole-database tools — export, import,
 * the migration check — see every table a migration ever added without a list to maintain.
 */
export type ColumnInfo = { name: string; type: string };
export type TableInfo = {
  name: string;
  columns: ColumnInfo[];
  /** Primary key columns in key order; empty when the table has none. */
  primaryKey: string[];
  /** Tables this one references by foreign key. */
  references: string[];
  /** The column filled from a sequence (SQLite AUTOINCREMENT, PostgreSQL serial), if any. */
  serialColumn: string | null;
};

async function sqliteTables(db: Db): Promise<TableInfo[]> {
  const { rows } = await sql<{
    name: string;
    sql: string;
  }>`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`.execute(
    db,
  );
  // FTS5 keeps a virtual table's data in shadow tables named after it (article_search_data…).
  const virtual = rows.filter((r) => /^create virtual table/i.test(r.sql)).map((r) => r.name);
  const plain = rows.filter(
    (r) => !virtual.some((v) => r.name === v || r.name.startsWith(`${v}_`)),
  );
  return Promise.all(
    plain.map(async ({ name, sql: ddl }) => {
      const cols = (
        await sql<{
          name: string;
          type: string;
          pk: number;
        }>`select name, type, pk from pragma_table_info(${name})`.execute(db)
      ).rows;
      const fks = (
        await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(
          db,
        )
      ).rows;
      const primaryKey = cols
        .filter((c) => c.pk > 0)
        .sort((a, b) => a.pk - b.pk)
        .map((c) => c.name);
      const autoIncrement = /autoincrement/i.test(ddl) && primaryKey.length === 1;
      return {
        name,
        columns: cols.map((c) => ({ name: c.name, type: c.type.toLowerCase() })),
        primaryKey,
        references: [...new Set(fks.map((f) => f.table))],
        serialColumn: autoIncrement ? primaryKey[0] : null,
      };
    }),
  );
}

async function postgresTables(db: Db): Promise<TableInfo[]> {
  const { rows: tables } = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(
    db,
  );
  return Promise.all(
    tables.map(async ({ name }) => {
      const cols = (
        await sql<{
          name: string;
          type: string;
          serial: boolean;
        }>`select column_name as name, data_type as type,
          coalesce(column_default like 'nextval(%', false) as serial
          from information_schema.columns where table_schema = current_schema() and table_name = ${name} order by ordinal_position`.execute(
          db,
        )
      ).rows;
      const pk = (
        await sql<{ name: string }>`select a.attname as name from pg_index i
          join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
          where i.indrelid = ${name}::regclass and i.indisprimary order by array_position(i.indkey::int2[], a.attnum)`.execute(
          db,
        )
      ).rows;
      const fks = (
        await sql<{
          ref: string;
        }>`select confrelid::regclass::text as ref from pg_constraint where contype = 'f' and conrelid = ${name}::regclass`.execute(
          db,
        )
      ).rows;
      return {
        name,
        columns: cols.map((c) => ({ name: c.name, type: c.type })),
        primaryKey: pk.map((p) => p.name),
        references: [...new Set(fks.map((f) => f.ref))],
        serialColumn: cols.find((c) => c.serial)?.name ?? null,
      };
    }),
  );
}

/** Every ordinary table, by name (FTS5 virtual tables and their shadow tables left out). */
export function listTables(db: Db, dialect: Dialect): Promise<TableInfo[]> {
  return dialect === 'postgres' ? postgresTables(db) : sqliteTables(db);
}

/** Tables ordered so that each comes after the tables it references (foreign keys hold on insert). */
export function inDependencyOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const ordered: TableInfo[] = [];
  const placed = new Set<string>();
  const visit = (t: TableInfo, path: Set<string>) => {
    if (placed.has(t.name) || path.has(t.name)) return; // a cycle keeps the name order
    path.add(t.name);
    for (const ref of [...t.references].sort()) {
      const target = byName.get(ref);
      if (target && ref !== t.name) visit(target, path);
    }
    placed.add(t.name);
    ordered.push(t);
  };
  for (const t of [...tables].sort((a, b) => a.name.localeCompare(b.name))) visit(t, new Set());
  return ordered;
}

/** The names of the migrations applied to this database, in name order. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}
