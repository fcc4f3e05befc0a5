import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import {
  type IndexedRow,
  indexedColumns,
  isSearchable,
  loadIndexedRow,
  searchDocument,
} from '../index';
import type { Analyser } from '../readings/analyser';
import * as sqlite from '../sqlite-index';
import { articlesAfter, type RebuildProgress } from './batches';
import {
  checkNoSqliteRebuild,
  claimSqliteRebuild,
  dropSqliteRebuildOwner,
  heardFromSqliteRebuild,
  ownsSqliteRebuild,
} from './one-at-a-time';

/**
 * SQLite: a contentless FTS5 index cannot drop an entry without the tokens it was written with,
 * and after a tokenizer change those are unknown, so the index is written whole, into a second
 * index beside the live one (STAGED), a batch per short transaction. Triggers on `articles`
 * note every article written meanwhile (`search_rebuild_changes`). One short transaction at the
 * end writes those again and puts the new index in the old one's place: searches read the old
 * index until then, and the site's writes wait at most a batch or that last step.
 * docs/database.md, "Rebuilding the search index on a running site".
 */

// Tables that exist only while a rebuild runs (db:export leaves them out: NOT_EXPORTED).
const STAGED = 'article_search_next';
const STAGED_ENTRIES = 'search_index_entries_next';

/** What a staged entry was written with: needed to take it out again (the temp database). */
const WRITTEN = 'temp.search_rebuild_written';

const WATCHED = ['insert', 'update', 'delete'] as const;
/** The columns an entry is made from (indexedColumns but the id). */
const ENTRY_INPUTS = indexedColumns.filter((c) => c !== 'id');

async function dropStaging(db: Db) {
  for (const on of WATCHED)
    await sql.raw(`drop trigger if exists search_rebuild_${on}`).execute(db);
  await sql`drop table if exists search_rebuild_changes`.execute(db);
  await sql`drop table if exists ${sql.table(STAGED_ENTRIES)}`.execute(db);
  await sql`drop table if exists ${sql.table(STAGED)}`.execute(db);
  await dropSqliteRebuildOwner(db);
}

/**
 * The staged index as the live one is declared (its tokenizer, prefixes), and the triggers, owned
 * by this run (./one-at-a-time.ts): returns the run's token.
 */
async function createStaging(trx: Db): Promise<string> {
  await checkNoSqliteRebuild(trx);
  await dropStaging(trx); // a rebuild that was stopped half-way
  const ddl = async (name: string) => {
    const { rows } = await sql<{
      sql: string;
    }>`select sql from sqlite_master where type = 'table' and name = ${name}`.execute(trx);
    if (!rows[0]) throw new Error(`no table ${name}: is the database migrated?`);
    return rows[0].sql;
  };
  await sql.raw((await ddl('article_search')).replace(/article_search/, STAGED)).execute(trx);
  await sql
    .raw((await ddl('search_index_entries')).replace(/"?search_index_entries"?/, STAGED_ENTRIES))
    .execute(trx);
  await sql`create table search_rebuild_changes (article_id integer primary key)`.execute(trx);
  for (const on of WATCHED) {
    const row = on === 'delete' ? 'old' : 'new';
    // An update counts only where it touches what an entry is made of: a page view's count
    // (analytics, many a second) must not send its article to be analysed again at the end.
    const event = on === 'update' ? `update of ${ENTRY_INPUTS.join(', ')}` : on;
    await sql
      .raw(`create trigger search_rebuild_${on} after ${event} on articles begin
        insert or ignore into search_rebuild_changes (article_id) values (${row}.id); end`)
      .execute(trx);
  }
  return claimSqliteRebuild(trx);
}

async function stage(trx: Db, entries: { id: number; row: sqlite.EntryRow }[]) {
  for (const { id, row } of entries) {
    await sql`insert into ${sql.table(STAGED)} (rowid, title, body, readings)
      values (${row.rowid}, ${row.title}, ${row.body}, ${row.readings})`.execute(trx);
    await sql`insert into ${sql.table(STAGED_ENTRIES)} (article_id, fingerprint)
      values (${id}, ${row.fingerprint})`.execute(trx);
    await sql`insert or replace into ${sql.raw(WRITTEN)} (article_id, search_rowid, title, body, readings)
      values (${id}, ${row.rowid}, ${row.title}, ${row.body}, ${row.readings})`.execute(trx);
  }
}

async function unstage(trx: Db, articleId: number) {
  const { rows } = await sql<{
    search_rowid: number;
    title: string;
    body: string;
    readings: string;
  }>`select search_rowid, title, body, readings from ${sql.raw(WRITTEN)} where article_id = ${articleId}`.execute(
    trx,
  );
  const written = rows[0];
  if (!written) return;
  await sql`insert into ${sql.table(STAGED)} (${sql.ref(STAGED)}, rowid, title, body, readings)
    values ('delete', ${written.search_rowid}, ${written.title}, ${written.body}, ${written.readings})`.execute(
    trx,
  );
  await sql`delete from ${sql.table(STAGED_ENTRIES)} where article_id = ${articleId}`.execute(trx);
  await sql`delete from ${sql.raw(WRITTEN)} where article_id = ${articleId}`.execute(trx);
}

function entriesOf(rows: IndexedRow[], analyser: Analyser) {
  return rows.filter(isSearchable).flatMap((r) => {
    const row = sqlite.entryRow({ id: r.id, locale: r.locale, doc: searchDocument(r, analyser) });
    return row ? [{ id: r.id, row }] : [];
  });
}

/** The articles written since the triggers were made, staged again as they are now. */
async function catchUp(trx: Db, analyser: Analyser) {
  const { rows: changed } = await sql<{
    article_id: number;
  }>`select article_id from search_rebuild_changes order by article_id`.execute(trx);
  for (const { article_id: id } of changed) {
    await unstage(trx, id);
    const now = await loadIndexedRow(trx, id);
    await stage(trx, entriesOf(now ? [now] : [], analyser));
  }
}

/** Pages FTS5 writes per merge step: a write of about a tenth of a second. */
const MERGE_PAGES = 1000;

/**
 * The new index's segments merged into one, as `optimize` leaves the one-transaction rebuild's
 * (fewer pages per query), but a step per short write: optimize rewrites the whole index at once
 * (0.36 s at 2,000 articles, growing with the index; steps took ≤ 0.11 s). A negative page count
 * merges any level holding two segments or more; a positive one waits for `usermerge` (4) of
 * them on one level and merged nothing here. A step that changed fewer than two rows found
 * nothing left to merge (FTS5's documentation).
 */
async function mergeInSteps(db: Db) {
  for (;;) {
    const changed = await db.transaction().execute(async (trx) => {
      const before = await totalChanges(trx);
      await sql`insert into article_search (article_search, rank) values ('merge', ${-MERGE_PAGES})`.execute(
        trx,
      );
      return (await totalChanges(trx)) - before;
    });
    if (changed < 2) return;
  }
}

async function totalChanges(db: Db): Promise<number> {
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(db);
  return Number(rows[0].n);
}

/** The staged index takes the live one's place; the triggers go. */
async function swap(trx: Db) {
  for (const on of WATCHED) await sql.raw(`drop trigger search_rebuild_${on}`).execute(trx);
  await sql`drop table search_rebuild_changes`.execute(trx);
  await sql`drop table article_search`.execute(trx);
  await sql`alter table ${sql.table(STAGED)} rename to article_search`.execute(trx);
  await sql`drop table search_index_entries`.execute(trx);
  await sql`alter table ${sql.table(STAGED_ENTRIES)} rename to search_index_entries`.execute(trx);
  await dropSqliteRebuildOwner(trx);
}

export async function rebuildSqliteStaged(db: Db, analyser: Analyser, onBatch: RebuildProgress) {
  // Before anything is made or dropped: RebuildAlreadyRunning if another run owns the staging.
  const ours = await db.transaction().execute(createStaging);
  let swapped = false;
  try {
    await sql`drop table if exists ${sql.raw(WRITTEN)}`.execute(db);
    await sql`create temp table search_rebuild_written (article_id integer primary key,
      search_rowid integer not null, title text not null, body text not null,
      readings text not null)`.execute(db);
    let prepared = 0;
    for (let afterId = 0; ; ) {
      const rows = await articlesAfter(db, afterId);
      if (!rows.length) break;
      const entries = entriesOf(rows, analyser);
      prepared += rows.length;
      await onBatch(prepared);
      await db.transaction().execute(async (trx) => {
        await heardFromSqliteRebuild(trx, ours);
        await stage(trx, entries);
      });
      afterId = rows[rows.length - 1].id;
    }
    const indexed = await db.transaction().execute(async (trx) => {
      await heardFromSqliteRebuild(trx, ours);
      await catchUp(trx, analyser);
      await swap(trx);
      const { rows } = await sql<{
        n: number;
      }>`select count(*) as n from search_index_entries`.execute(trx);
      return Number(rows[0].n);
    });
    swapped = true;
    await mergeInSteps(db);
    return indexed;
  } finally {
    // Only a run's own staging: not another's, started after this one was taken for gone.
    if (!swapped)
      await db.transaction().execute(async (trx) => {
        if (await ownsSqliteRebuild(trx, ours)) await dropStaging(trx);
      });
    await sql`drop table if exists ${sql.raw(WRITTEN)}`.execute(db);
  }
}
