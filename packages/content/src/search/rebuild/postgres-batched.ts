import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { type IndexedRow, indexedColumns, isSearchable, searchDocument } from '../index';
import * as postgres from '../postgres-index';
import type { Analyser } from '../readings/analyser';
import { articlesAfter, type RebuildProgress } from './batches';
import { onePostgresRebuild } from './one-at-a-time';

/** Whether two reads of an article would make the same entry. */
const sameInputs = (a: IndexedRow, b: IndexedRow) => indexedColumns.every((c) => a[c] === b[c]);

/**
 * PostgreSQL: each article's row is replaced whole, so the index needs no emptying. A batch is
 * analysed outside any transaction, then written in a short one that locks its articles (a save
 * of one waits for it, then indexes its own text) and prepares again any saved in between.
 */
export function rebuildPostgresBatched(db: Db, analyser: Analyser, onBatch: RebuildProgress) {
  return onePostgresRebuild(db, () => rebuildBatches(db, analyser, onBatch));
}

async function rebuildBatches(db: Db, analyser: Analyser, onBatch: RebuildProgress) {
  let indexed = 0;
  let prepared = 0;
  let afterId = 0;
  for (;;) {
    const rows = await articlesAfter(db, afterId);
    if (!rows.length) break;
    const docs = new Map(
      rows.filter(isSearchable).map((r) => [r.id, { from: r, doc: searchDocument(r, analyser) }]),
    );
    const lastId = rows[rows.length - 1].id;
    prepared += rows.length;
    await onBatch(prepared);
    indexed += await db.transaction().execute(async (trx) => {
      const now = await trx
        .selectFrom('articles')
        .select(indexedColumns)
        .where('id', '>', afterId)
        .where('id', '<=', lastId)
        .forShare()
        .execute();
      let written = 0;
      for (const r of now.filter(isSearchable)) {
        const ready = docs.get(r.id);
        const doc = ready && sameInputs(ready.from, r) ? ready.doc : searchDocument(r, analyser);
        await postgres.upsertDocument(trx, r.id, r.locale, doc);
        written++;
      }
      await dropUnsearchable(trx, afterId, lastId);
      return written;
    });
    afterId = lastId;
  }
  await dropUnsearchable(db, afterId, null);
  return indexed;
}

/** Entries in (afterId, lastId] whose article is gone or no longer searchable (isSearchable). */
async function dropUnsearchable(db: Db, afterId: number, lastId: number | null) {
  await sql`delete from article_search s where s.article_id > ${afterId}
    ${lastId === null ? sql`` : sql`and s.article_id <= ${lastId}`}
    and not exists (select 1 from articles a where a.id = s.article_id
      and a.status = 'published' and a.category_id is not null)`.execute(db);
}
