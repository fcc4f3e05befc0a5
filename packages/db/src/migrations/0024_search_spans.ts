import type { Kysely } from 'kysely';

/**
 * The search index gains span tokens: after a Latin word that Japanese continues, the word and
 * the next character ("mp4" 変換 → "mp4変"), so a compound such as MP4変換 is found through a
 * token about as rare as itself instead of checking every article that holds both common parts
 * (packages/content/src/search/tokenize.ts, withSpans). Queries ask for the spans from this
 * release on, so every entry written before must be written again: no schema changes, only the
 * data step, `rebuildSearchIndex` in @tsuzuri/content (passed in by its migrateSite, as for 0013;
 * docs/decisions/0015-migration-that-renders-again.md).
 */
export async function up(_db: Kysely<unknown>, _dialect: 'sqlite' | 'postgres'): Promise<void> {}
