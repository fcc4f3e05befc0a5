import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Db, openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

/**
 * A real, migrated SQLite file in a temp folder, for repository and import tests. `cleanup`
 * closes it and removes the folder.
 */
export async function tempDb(): Promise<{ db: Db; dir: string; cleanup: () => Promise<void> }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-test-'));
  const db = await openDb({ dialect: 'sqlite', url: path.join(dir, 'test.sqlite') });
  await migrateToLatest(db, 'sqlite');
  return {
    db,
    dir,
    cleanup: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Writes authoring files (name → text) into a fresh folder under `dir`. */
export function writeFiles(dir: string, files: Record<string, string>): string {
  const target = fs.mkdtempSync(path.join(dir, 'import-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(target, name), text);
  return target;
}

export function frontMatter(fields: Record<string, string | undefined>, body = '## 見出し\n\n本文です。'): string {
  const lines = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
}
