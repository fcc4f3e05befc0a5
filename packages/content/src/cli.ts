/**
 * Shared set-up for the command-line scripts: open the database and make sure the schema is
 * current, so every script works on a fresh checkout.
 */
import { databaseTarget, openDb } from './db/connection';
import { migrateToLatest } from './db/migrate';

export async function openMigratedDb() {
  const target = databaseTarget();
  const db = await openDb(target);
  const applied = await migrateToLatest(db, target.dialect);
  return { db, target, applied };
}

export { importDirectories } from './import/import-dir';
export { seedDatabase } from './seed/seed-db';
