import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import { isSearchable, loadAnalyser, searchDocument } from '@tsuzuri/content/search';
import { readingsLiteral, toTsVectorLiteral } from '@tsuzuri/content/search';
import { indexedFingerprint, matchesIndexed } from '@tsuzuri/content/search';

/**
 * Throws unless the search index holds exactly the searchable articles, each with the tokens of
 * its current text: what a visitor relies on when search must neither miss nor resurrect words.
 * On SQLite, FTS5's own integrity check runs first.
 */
export async function checkSearchIndex(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  if (!postgres)
    await sql`insert into article_search (article_search, rank) values ('integrity-check', 0)`.execute(
      db,
    );
  const articles = await db
    .selectFrom('articles')
    .select(['id', 'locale', 'title', 'description', 'plain_text', 'status', 'category_id'])
    .execute();
  const searchable = articles.filter(isSearchable);
  const indexedIds = postgres
    ? (await sql<{ id: number }>`select article_id as id from article_search`.execute(db)).rows
    : (await sql<{ id: number }>`select article_id as id from search_index_entries`.execute(db))
        .rows;
  const expected = searchable.map((a) => a.id).sort((a, b) => a - b);
  const actual = indexedIds.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(
      `the index holds articles ${JSON.stringify(actual)}, expected ${JSON.stringify(expected)}`,
    );
  }
  const analyser = await loadAnalyser();
  for (const a of searchable) {
    const doc = searchDocument(a, analyser);
    const current = postgres
      ? (
          await sql<{
            same: boolean;
          }>`select document = ${toTsVectorLiteral(doc)}::tsvector and locale = ${a.locale}
            and title = ${toTsVectorLiteral({ title: doc.title, body: [] })}::tsvector
            and readings = ${readingsLiteral(doc)}::tsvector as same from article_search where article_id = ${a.id}`.execute(
            db,
          )
        ).rows[0]?.same
      : matchesIndexed(doc, (await indexedFingerprint(db, a.id)) ?? '');
    if (!current)
      throw new Error(`the index entry of article ${a.id} does not hold its current text`);
  }
}
