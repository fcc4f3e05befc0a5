import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Dialect, openDb } from '@tsuzuri/db';
import { migrateSite, seedDatabase } from '@tsuzuri/content/site';
import { createDatabase, databaseUrl, dropDatabase, waitUntilUnused } from './postgres-databases';

/** What a test database starts with: migrated, or migrated and seeded with the demo content. */
export type TemplateKind = 'migrated' | 'seeded';

/**
 * Databases built once per test run (scripts/vitest-global-setup.ts) that a test copies instead
 * of building its own: a SQLite file is copied, a PostgreSQL database made `template` of one.
 * Seeding runs the reading analyser over every demo article, ~2.5 s each time; a copy takes a
 * millisecond (SQLite) or ~30 ms (PostgreSQL, where migrating alone takes ~200 ms).
 * docs/testing.md, "Test databases".
 */
export type DatabaseTemplates = {
  /** Files. */
  sqlite: Record<TemplateKind, string>;
  /** Database names on the run's PostgreSQL server; null when the run has none. */
  postgres: Record<TemplateKind, string> | null;
};

const KINDS: readonly TemplateKind[] = ['migrated', 'seeded'];

async function build(dialect: Dialect, url: string, kind: TemplateKind): Promise<void> {
  const db = await openDb({ dialect, url });
  try {
    await migrateSite(db, dialect);
    if (kind === 'seeded') {
      const report = await seedDatabase(db);
      const errors = report.files.filter((f) => f.status === 'error');
      if (errors.length)
        throw new Error(`the demo content did not seed: ${JSON.stringify(errors)}`);
    }
  } finally {
    // Closing the last connection folds SQLite's write-ahead log into the file, so the file alone
    // is the whole database and can be copied.
    await db.destroy();
  }
}

/** Builds the templates (SQLite and PostgreSQL side by side); `remove` deletes them. */
export async function makeDatabaseTemplates(postgresServer: string | null): Promise<{
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-test-templates-'));
  const suffix = randomBytes(4).toString('hex'); // two runs may share a TEST_POSTGRES_URL server
  const sqlite = { migrated: '', seeded: '' };
  const postgres = postgresServer ? { migrated: '', seeded: '' } : null;
  const remove = async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgresServer && postgres)
      for (const name of Object.values(postgres).filter(Boolean))
        await dropDatabase(postgresServer, name);
  };
  try {
    await Promise.all(
      KINDS.flatMap((kind) => [
        (async () => {
          const file = path.join(dir, `${kind}.sqlite`);
          await build('sqlite', file, kind);
          sqlite[kind] = file;
        })(),
        (async () => {
          if (!postgresServer || !postgres) return;
          const name = `template_${kind}_${suffix}`;
          await createDatabase(postgresServer, name);
          postgres[kind] = name;
          await build('postgres', databaseUrl(postgresServer, name), kind);
          // A database with a connection still open cannot be a template.
          await waitUntilUnused(postgresServer, name);
        })(),
      ]),
    );
  } catch (err) {
    await remove();
    throw err;
  }
  return { templates: { sqlite, postgres }, remove };
}
