import { sql } from 'kysely';
import type { Db, Dialect } from '@tsuzuri/db';

/** Every table, column, index and constraint of a database as comparable rows, from its catalog. */
export async function schemaSnapshot(db: Db, dialect: Dialect): Promise<unknown[]> {
  if (dialect === 'sqlite') {
    return (
      await sql`select type, name, tbl_name, sql from sqlite_master order by type, name`.execute(db)
    ).rows;
  }
  const columns = await sql`select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = current_schema() order by table_name, column_name`.execute(
    db,
  );
  const indexes =
    await sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() order by indexname`.execute(
      db,
    );
  const constraints = await sql`select conname, pg_get_constraintdef(oid) as def from pg_constraint
    where connamespace = current_schema()::regnamespace order by conname`.execute(db);
  return [...columns.rows, ...indexes.rows, ...constraints.rows];
}
