import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, type Dialect, openDb } from '@tsuzuri/db';
import { sql } from 'kysely';
import { afterEach, beforeEach } from 'vitest';
import type { DatabaseTemplates, TemplateKind } from './database-templates';
import { createTestPostgresDatabase } from './postgres';
import { databaseTemplates } from './vitest-context';

export type TempDb = {
  db: Db;
  dialect: Dialect;
  /** Its DATABASE_URL, for a command run against it (file:… or postgres://…). */
  url: string;
  dir: string;
  cleanup: () => Promise<void>;
};

/**
 * A real, migrated database for repository and import tests, with a temp folder beside it for
 * files: by default a SQLite file in that folder, named as the site names it (so DATA_DIR=dir
 * points a spawned command at it), or a fresh database on the test run's PostgreSQL server
 * (`tempDb('postgres')`, see ./dialects.ts). `{ seeded: true }` gives it the demo content too,
 * `{ migrated: false }` leaves it empty. Both are copies of the run's templates
 * (./database-templates.ts). `cleanup` closes and removes the database and the folder.
 */
export async function tempDb(
  dialect: Dialect = 'sqlite',
  { migrated = true, seeded = false } = {},
): Promise<TempDb> {
  const kind = seeded ? 'seeded' : migrated ? 'migrated' : null;
  const templates = databaseTemplates();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-test-'));
  const file = path.join(dir, 'tsuzuri.sqlite');
  const pg =
    dialect === 'postgres'
      ? await createTestPostgresDatabase(kind ? postgresTemplate(templates, kind) : undefined)
      : null;
  if (!pg && kind) fs.copyFileSync(templates.sqlite[kind], file);
  const db = await openDb(pg ? { dialect, url: pg.url } : { dialect, url: file });
  // Connected now, as a migration would have: Kysely connects on first use, and a `destroy()`
  // before that does nothing, so a test that closes the database to make it fail would not.
  await sql`select 1`.execute(db);
  return {
    db,
    dialect,
    url: pg ? pg.url : `file:${file}`,
    dir,
    cleanup: async () => {
      await db.destroy();
      await pg?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresTemplate(templates: DatabaseTemplates, kind: TemplateKind): string {
  if (!templates.postgres) throw new Error('no PostgreSQL templates in this test run');
  return templates.postgres[kind];
}

/**
 * A fresh migrated database for every test of the suite it is called in, removed after each:
 * `const db = useTempDb(dialect);` then `db().db` inside a test.
 */
export function useTempDb(dialect: Dialect = 'sqlite'): () => TempDb {
  let ctx: TempDb | undefined;
  beforeEach(async () => {
    ctx = await tempDb(dialect);
  });
  afterEach(() => ctx?.cleanup());
  return () => {
    if (!ctx) throw new Error('useTempDb: the database exists only inside a test');
    return ctx;
  };
}

/** Writes authoring files (name → text) into a fresh folder under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  const target = fs.mkdtempSync(path.join(dir, 'import-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(target, name), text);
  return target;
}

export function frontMatter(
  fields: Record<string, string | undefined>,
  body = '## 見出し\n\n本文です。',
): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}
