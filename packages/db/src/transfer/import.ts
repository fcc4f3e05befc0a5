import { sql } from 'kysely';
import { appliedMigrations, type TableInfo } from '../catalog';
import type { Db, Dialect } from '../connection';
import { dialectOf } from '../dialect';
import { dataTables } from './export';
import { decodeCell, EndLine, HeaderLine, TableLine } from './format';
import { continueSequence } from './sequences';

export type ImportSummary = { source: string; tables: number; rows: number; indexed: number };

/**
 * What the site fills in from the imported rows inside the import's transaction (the search
 * index, which the export leaves out); returns how many articles it indexed. @tsuzuri/content
 * passes its rebuildSearchIndex.
 */
export type AfterImport = (trx: Db) => Promise<number>;

/** Why an import was refused; nothing was written. */
export class TransferError extends Error {}

function parseLine(text: string, lineNumber: number): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new TransferError(`line ${lineNumber} is not JSON: the file is damaged or not an export`);
  }
}

// Rows per INSERT, kept under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters.
const batchRows = (columns: number) => Math.max(1, Math.min(500, Math.floor(30_000 / columns)));

async function insertRows(
  db: Db,
  table: string,
  columns: string[],
  rows: unknown[][],
): Promise<void> {
  if (!rows.length) return;
  const values = sql.join(rows.map((r) => sql`(${sql.join(r)})`));
  await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))}) values ${values}`.execute(
    db,
  );
}

async function refuseUnlessEmpty(db: Db, tables: TableInfo[]): Promise<void> {
  for (const t of tables) {
    const { rows } = await sql<{
      n: number;
    }>`select count(*) as n from ${sql.table(t.name)}`.execute(db);
    if (Number(rows[0].n))
      throw new TransferError(
        `the target database is not empty (${t.name} has ${rows[0].n} rows): import into a freshly migrated database`,
      );
  }
}

/** A table section of the file: checked against the target's table, its rows inserted in batches. */
function tableWriter(db: Db, dialect: Dialect, target: Map<string, TableInfo>, line: TableLine) {
  const table = target.get(line.table);
  if (!table)
    throw new TransferError(
      `the export has a table ${line.table} that this database does not have`,
    );
  const unknown = line.columns.filter((c) => !table.columns.some((tc) => tc.name === c));
  if (unknown.length)
    throw new TransferError(
      `${line.table}: the export has columns this database does not have: ${unknown.join(', ')}`,
    );
  let batch: unknown[][] = [];
  let seen = 0;
  const flush = async () => {
    await insertRows(db, line.table, line.columns, batch);
    batch = [];
  };
  return {
    async add(row: unknown): Promise<void> {
      if (!Array.isArray(row) || row.length !== line.columns.length)
        throw new TransferError(
          `${line.table}: row ${seen + 1} does not have ${line.columns.length} values`,
        );
      batch.push(row.map(decodeCell));
      seen++;
      if (batch.length >= batchRows(line.columns.length)) await flush();
    },
    async finish(): Promise<number> {
      await flush();
      if (seen !== line.rows)
        throw new TransferError(
          `${line.table}: the export announces ${line.rows} rows but holds ${seen}`,
        );
      await continueSequence(db, dialect, table, line.lastId);
      return seen;
    },
  };
}

/**
 * Loads an export (format.ts) into an empty, migrated database of either dialect, in one
 * transaction: every row, then the id sequences moved past the imported ids, then `afterImport`
 * (the search index rebuilt). A file that does not fit — cut short, from a newer schema, into a database
 * that already has content — is refused and leaves the database as it was.
 */
export async function importDatabase(
  db: Db,
  lines: AsyncIterable<string>,
  afterImport: AfterImport,
): Promise<ImportSummary> {
  const dialect = dialectOf(db);
  const iterator = lines[Symbol.asyncIterator]();
  const first = await iterator.next();
  const header = HeaderLine.safeParse(first.done ? null : parseLine(first.value, 1));
  if (!header.success)
    throw new TransferError('not a Tsuzuri export (the first line is not its header)');
  const applied = new Set(await appliedMigrations(db));
  const missing = header.data.migrations.filter((m) => !applied.has(m));
  if (missing.length)
    throw new TransferError(
      `the export needs migrations this database does not have: ${missing.join(', ')} (update the code, then npm run db:migrate)`,
    );
  const tables = await dataTables(db, dialect);
  await refuseUnlessEmpty(db, tables);
  const target = new Map(tables.map((t) => [t.name, t]));

  const summary = await db.transaction().execute(async (trx) => {
    let current: ReturnType<typeof tableWriter> | null = null;
    let done: ImportSummary | null = null;
    let sections = 0;
    let rows = 0;
    let lineNumber = 1;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      lineNumber++;
      if (!next.value.trim()) continue;
      if (done) throw new TransferError('the export goes on after its end line');
      const value = parseLine(next.value, lineNumber);
      if (Array.isArray(value)) {
        if (!current) throw new TransferError('a row comes before any table line');
        await current.add(value);
        continue;
      }
      rows += (await current?.finish()) ?? 0;
      const end = EndLine.safeParse(value);
      if (end.success) {
        if (end.data.tables !== sections)
          throw new TransferError(
            `the export announces ${end.data.tables} tables but holds ${sections}`,
          );
        done = {
          source: header.data.source,
          tables: sections,
          rows,
          indexed: await afterImport(trx),
        };
        continue;
      }
      const table = TableLine.safeParse(value);
      if (!table.success)
        throw new TransferError(
          `line ${lineNumber} is neither a row, a table line nor the end line`,
        );
      current = tableWriter(trx, dialect, target, table.data);
      sections++;
    }
    if (!done)
      throw new TransferError('the export was cut short (no end line): nothing was imported');
    return done;
  });
  // Planner statistics for the new rows now, rather than whenever autovacuum gets to them.
  if (dialect === 'postgres') await sql`analyze`.execute(db);
  return summary;
}
