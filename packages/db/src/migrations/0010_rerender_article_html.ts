import type { Kysely } from 'kysely';

/**
 * Renders every article's HTML again from its source with the current pipeline. HTML stored
 * before the pipeline checked its output the way a browser parses it could hold a <noscript>
 * fallback that an image's alt or src breaks out of (script in readers' browsers).
 * Re-rendering means the pipeline as it is now, which lives above this package: the work is
 * this migration's data step, `rerenderAllArticles` in @tsuzuri/content (passed in by its
 * migrateSite; docs/decisions/0015-migration-that-renders-again.md). No schema changes here.
 */
export async function up(_db: Kysely<unknown>): Promise<void> {}
