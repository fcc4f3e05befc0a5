import fs from 'node:fs';
import { once } from 'node:events';
import readline from 'node:readline';
import type { Writable } from 'node:stream';
import type { Db } from '../connection';
import { terminalSafe } from '@tsuzuri/text/terminal';
import { exportDatabase } from './export';
import { type AfterImport, importDatabase, type ImportSummary } from './import';

// Each line is JSON: escaping terminal controls keeps it the same JSON (C0 is escaped by
// JSON.stringify already; C1 and bidi controls are not), so `db:export -` is safe in a terminal.
async function exportTo(db: Db, out: Writable) {
  return exportDatabase(db, async (line) => {
    if (!out.write(`${terminalSafe(line)}\n`)) await once(out, 'drain');
  });
}

/**
 * Exports the site to a file ('-' = stdout). The file appears only once complete: it is
 * written beside its name and renamed at the end, so a failed export never leaves half a file.
 */
export async function exportToFile(
  db: Db,
  file: string,
): Promise<{ tables: number; rows: number }> {
  if (file === '-') return exportTo(db, process.stdout);
  const partial = `${file}.partial`;
  const out = fs.createWriteStream(partial);
  try {
    const summary = await exportTo(db, out);
    out.end();
    await once(out, 'finish');
    fs.renameSync(partial, file);
    return summary;
  } catch (err) {
    out.destroy();
    fs.rmSync(partial, { force: true });
    throw err;
  }
}

/** Imports an export file ('-' = stdin) into an empty, migrated database. */
export async function importFromFile(
  db: Db,
  file: string,
  afterImport: AfterImport,
): Promise<ImportSummary> {
  const input = file === '-' ? process.stdin : fs.createReadStream(file, 'utf8');
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    return await importDatabase(db, lines, afterImport);
  } finally {
    lines.close();
  }
}
