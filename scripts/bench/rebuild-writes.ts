// The site's writes during a search rebuild (docs/database.md, "Rebuilding the search index on
// a running site"). Another process writes a row every 20 ms into a table of its own, with the
// site's 5 s busy timeout, while the index is rebuilt; it reports how many writes it made, how
// many failed and how long they waited. Against a copy, never a live site's file:
//   DATA_DIR=/tmp/copy npx tsx scripts/bench/rebuild-writes.ts [--one-transaction]
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { rebuildSearchIndex, rebuildSearchIndexBesideSite } from '@tsuzuri/content/search';
import { openMigratedDb } from '@tsuzuri/content/site';
import { databaseTarget } from '@tsuzuri/db';
import { terminalOutput } from '@tsuzuri/text/terminal';

const target = databaseTarget();
if (target.dialect !== 'sqlite') throw new Error('rebuild-writes: a SQLite file only');
const writer = `
  const SQLite = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
  const db = new SQLite(${JSON.stringify(target.url)}, { timeout: 5000 });
  db.exec('create table if not exists bench_rebuild_writes (at integer)');
  const insert = db.prepare('insert into bench_rebuild_writes (at) values (?)');
  const waits = [];
  let failures = 0;
  const timer = setInterval(() => {
    const started = performance.now();
    try { insert.run(Date.now()); } catch { failures++; }
    waits.push(performance.now() - started);
  }, 20);
  process.send('ready');
  process.on('message', () => {
    clearInterval(timer);
    waits.sort((a, b) => a - b);
    const at = (q) => waits[Math.min(waits.length - 1, Math.floor(q * waits.length))].toFixed(1);
    db.exec('drop table bench_rebuild_writes');
    process.send({ writes: waits.length, failures, p50: at(0.5), p99: at(0.99), longest: at(1) }, () => process.exit(0));
  });`;
// Its figures come back over IPC: scripts print only through terminalOutput (docs/security.md).
const child = spawn(process.execPath, ['-e', writer], {
  stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
});
const nextMessage = () => new Promise<unknown>((resolve) => child.once('message', resolve));
await nextMessage();

const { db } = await openMigratedDb();
const started = performance.now();
const indexed = process.argv.includes('--one-transaction')
  ? await db.transaction().execute((trx) => rebuildSearchIndex(trx))
  : await rebuildSearchIndexBesideSite(db);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await db.destroy();
const figures = nextMessage();
child.send('stop');
terminalOutput().out(
  `${indexed} articles indexed in ${seconds} s; beside it: ${JSON.stringify(await figures)}`,
);
