import { type Db, dialectOf } from '@tsuzuri/db';
import { loadAnalyser } from './readings/analyser';
import type { RebuildProgress } from './rebuild/batches';
import { rebuildPostgresBatched } from './rebuild/postgres-batched';
import { rebuildSqliteStaged } from './rebuild/sqlite-staged';

/**
 * The search index written again while the site runs (`npm run search:rebuild`). Reading the
 * articles is most of a rebuild (the analyser reads each one: 142–285 s at 10,000 articles), and
 * in one transaction it held SQLite's write lock all that time: every save, comment and
 * analytics batch of the site waited out busy_timeout and failed. Here each batch of articles
 * is analysed outside any write and written in a short transaction of its own; an article saved
 * meanwhile is written again from its new text, so nothing old is written over anything new.
 * docs/database.md, "Rebuilding the search index on a running site".
 */
export async function rebuildSearchIndexBesideSite(
  db: Db,
  onBatch: RebuildProgress = () => {},
): Promise<number> {
  const analyser = await loadAnalyser();
  return dialectOf(db) === 'postgres'
    ? rebuildPostgresBatched(db, analyser, onBatch)
    : rebuildSqliteStaged(db, analyser, onBatch);
}
