import type { Kysely } from 'kysely';

/**
 * Search matches Japanese spelling variants (焼きつけ/焼き付け/焼付け, きれい/綺麗, サーバ/サーバー)
 * through readings indexed beside the character bigrams, in the same index entries as the
 * text (docs/decisions/0018-search-readings.md): no schema changes. Every entry written before
 * lacks its readings, so the index is built again; that needs the morphological analyser, which
 * lives above this package: the work is this migration's data step, `rebuildSearchIndex` in
 * @tsuzuri/content (passed in by its migrateSite; docs/decisions/0015-migration-that-renders-again.md).
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
