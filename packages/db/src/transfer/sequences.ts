import { sql } from 'kysely';
import type { TableInfo } from '../catalog';
import type { Db, Dialect } from '../connection';

/**
 * Id sequences across an export and import. Rows keep their ids, so after an import the
 * sequence must continue after them — and after ids that were handed out and deleted (SQLite's
 * AUTOINCREMENT and PostgreSQL's serial never reuse an id): a new comment must not take the id
 * of one the editor deleted as spam. The export records the last id handed out; the import sets
 * the sequence to that or to the largest id present, whichever is higher.
 */

/** The last id the table's sequence handed out (0 when none yet), or null without a sequence. */
export async function lastId(db: Db, dialect: Dialect, table: TableInfo): Promise<number | null> {
  if (!table.serialColumn) return null;
  if (dialect === 'sqlite') {
    const { rows } = await sql<{
      seq: number;
    }>`select seq from sqlite_sequence where name = ${table.name}`.execute(db);
    return Number(rows[0]?.seq ?? 0);
  }
  const { rows } = await sql<{
    last: number | null;
  }>`select s.last_value as last from pg_sequences s
    where format('%I.%I', s.schemaname, s.sequencename)::regclass = pg_get_serial_sequence(${table.name}, ${table.serialColumn})::regclass`.execute(
    db,
  );
  return Number(rows[0]?.last ?? 0);
}

/** Moves the table's sequence past its rows and past `exportedLastId`. */
export async function continueSequence(
  db: Db,
  dialect: Dialect,
  table: TableInfo,
  exportedLastId: number | null,
): Promise<void> {
  const column = table.serialColumn;
  if (!column) return;
  const { rows } = await sql<{
    top: number | null;
  }>`select max(${sql.ref(column)}) as top from ${sql.table(table.name)}`.execute(db);
  const next = Math.max(Number(rows[0]?.top ?? 0), exportedLastId ?? 0);
  if (dialect === 'sqlite') {
    if (next === 0) return;
    const updated =
      await sql`update sqlite_sequence set seq = max(seq, ${next}) where name = ${table.name}`.execute(
        db,
      );
    if (!Number(updated.numAffectedRows ?? 0))
      await sql`insert into sqlite_sequence (name, seq) values (${table.name}, ${next})`.execute(
        db,
      );
    return;
  }
  const sequence = sql`pg_get_serial_sequence(${table.name}, ${column})`;
  // setval(…, 1, false): the next id is 1, as in a table that never had a row.
  await (next > 0
    ? sql`select setval(${sequence}, ${next}, true)`
    : sql`select setval(${sequence}, 1, false)`
  ).execute(db);
}
