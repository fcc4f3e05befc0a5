// npm run db:import -- <file.ndjson | ->: loads an export into the database DATABASE_URL names
// (migrated first; it must hold no content yet), in one transaction, then rebuilds the search
// index. docs/database.md.
import { purgeCacheTags } from '@tsuzuri/content/cache-purge';
import { importSiteFromFile, openMigratedDb } from '@tsuzuri/content/site';
import { terminalOutput } from '@tsuzuri/text/terminal';

// Every line goes through the one terminal-safe printer (docs/security.md, "Operators' terminals").
const io = terminalOutput();

const file = process.argv[2];
if (!file) {
  io.err('usage: npm run db:import -- <file.ndjson>   (- reads stdin)');
  process.exit(2);
}
const { db, target } = await openMigratedDb();
try {
  const s = await importSiteFromFile(db, file);
  io.out(
    `db:import: ${s.rows} rows of ${s.tables} tables from a ${s.source} export → ${target.dialect}; ${s.indexed} articles indexed for search`,
  );
  // A site already running on this (empty) database has cached its empty pages.
  const purge = await purgeCacheTags(s.tags);
  io.out(
    purge.ok
      ? `cache: purged ${purge.purged} entries (${s.tags.length} tags)`
      : `cache: not purged — ${purge.reason}`,
  );
} catch (err) {
  io.err(
    `db:import failed, nothing was imported: ${err instanceof Error ? err.message : String(err)}`,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
