import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, expect, test } from 'vitest';
import { openDb } from './connection';
import { exportDatabase } from './transfer/export';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function tempFile(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-tx-'));
  dirs.push(dir);
  return path.join(dir, 'tsuzuri.sqlite');
}

/** Another process committing small writes to `file` for `ms`, as a busy second web worker does. */
function committingElsewhere(file: string, ms: number) {
  const script = `
    const SQLite = require(${JSON.stringify(require.resolve('better-sqlite3'))});
    const db = new SQLite(${JSON.stringify(file)});
    db.pragma('busy_timeout = 5000');
    const insert = db.prepare("insert into beats (at) values (?)");
    const end = Date.now() + ${ms};
    process.stdout.write('ready\\n');
    // A commit every millisecond or so: often enough to land between a read and a write, with
    // a pause for the other side's turn (a tight loop could starve its busy wait).
    const pause = new Int32Array(new SharedArrayBuffer(4));
    while (Date.now() < end) {
      insert.run(Date.now());
      Atomics.wait(pause, 0, 0, 1);
    }
    db.close();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const ready = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { ready, done };
}

// A save reads (a revision, a slug) and then writes. Opened as a plain deferred `begin`, its
// first write after another worker's commit cannot move its snapshot on: SQLite answers
// SQLITE_BUSY_SNAPSHOT ("database is locked") at once, without the 5 s busy wait. CI's editor
// test met it once (docs/database.md, "Write transactions").
test('a read-then-write transaction never fails while another process commits', async () => {
  const file = tempFile();
  const db = await openDb({ dialect: 'sqlite', url: file });
  await sql`create table beats (at integer)`.execute(db);
  await sql`create table saves (n integer)`.execute(db);
  const other = committingElsewhere(file, 1500);
  await other.ready;
  const failures: string[] = [];
  let saves = 0;
  const until = Date.now() + 1000;
  while (Date.now() < until) {
    try {
      await db.transaction().execute(async (trx) => {
        await sql`select count(*) from beats`.execute(trx);
        await new Promise((r) => setTimeout(r, 2));
        await sql`insert into saves (n) values (${saves})`.execute(trx);
      });
      saves++;
    } catch (error) {
      failures.push(String(error));
    }
  }
  await other.done;
  await db.destroy();
  expect(failures.slice(0, 3)).toEqual([]);
  expect(saves).toBeGreaterThan(10);
}, 20_000);

// The export reads every table in one snapshot, for as long as the site takes to write out. Were
// it to hold the write lock (a transaction begun immediate), every save of the site would wait
// behind it and fail after busy_timeout.
test('during an export another connection writes at once, and the export keeps its snapshot', async () => {
  const file = tempFile();
  const db = await openDb({ dialect: 'sqlite', url: file });
  await sql`create table kysely_migration (name text primary key)`.execute(db);
  await sql`create table beats (at integer primary key)`.execute(db);
  await sql`insert into beats (at) values (1)`.execute(db);
  const site = new SQLite(file);
  site.pragma('busy_timeout = 200');
  const lines: string[] = [];
  let writeDuringExport = 'not tried';
  await exportDatabase(db, async (line) => {
    lines.push(line);
    if (lines.length > 1) return;
    // The header is written after the first read: the snapshot is taken by now.
    try {
      site.prepare('insert into beats (at) values (2)').run();
      writeDuringExport = 'written';
    } catch (error) {
      writeDuringExport = String(error);
    }
  });
  site.close();
  await db.destroy();
  expect(writeDuringExport).toBe('written');
  const beats = lines.findIndex((l) => l.startsWith('{"table":"beats"'));
  expect(JSON.parse(lines[beats])).toMatchObject({ rows: 1 });
  expect(lines[beats + 1]).toBe('[1]');
});
