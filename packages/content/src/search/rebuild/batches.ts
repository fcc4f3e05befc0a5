import type { Db } from '@tsuzuri/db';
import { indexedColumns } from '../index';

/** Articles analysed per batch: ~4–8 s of the analyser, a write of well under a second. */
export const BATCH = 200;

/** Told after each batch is prepared, before it is written (`prepared` articles so far). */
export type RebuildProgress = (prepared: number) => void | Promise<void>;

/** The next articles by id, with the columns their entries are made from. */
export const articlesAfter = (db: Db, afterId: number, limit = BATCH) =>
  db
    .selectFrom('articles')
    .select(indexedColumns)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
