// npm run db:export -- <file.ndjson | ->: the whole site (every table but the search index) as
// one portable NDJSON file, from SQLite or PostgreSQL (DATABASE_URL). docs/database.md.
import fs from 'node:fs';
import { databaseTarget, openDb } from '@tsuzuri/db';
import { exportToFile } from '@tsuzuri/db/transfer';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const file = process.argv[2];
if (!file) {
  io.err('usage: npm run db:export -- <file.ndjson>   (- writes to stdout)');
  process.exit(2);
}
const target = databaseTarget();
if (target.dialect === 'sqlite' && !fs.existsSync(target.url)) {
  io.err(`db:export: there is no database at ${target.url} (set DATABASE_URL or DATA_DIR)`);
  process.exit(1);
}
const db = await openDb(target);
try {
  const { tables, rows } = await exportToFile(db, file);
  io.err(
    `db:export: ${rows} rows of ${tables} tables from ${target.dialect} → ${file === '-' ? 'stdout' : file}`,
  );
} catch (err) {
  io.err(`db:export failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
