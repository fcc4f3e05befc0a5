import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import type { TokenDocument } from './sqlite-index';

/**
 * The PostgreSQL side of the index (migration 0003): one row per article with its locale, a
 * tsvector of the title and body tokens with their positions, so `<->` phrase queries work like
 * FTS5 phrases, and the title's tokens alone, for ranking. The row is replaced whole, so no
 * tokens are needed to delete.
 *
 * A tsvector keeps positions up to 16383 and 256 positions per lexeme; beyond that, phrases in
 * a very long article may be missed.
 */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;

/**
 * The tsvector literal: title lexemes weighted A, body and readings D (unmarked), a gap between
 * each so no phrase spans two. Ranking reads the title's own tsvector (title only), so a match by
 * reading alone ranks like a body match, below any title match.
 */
export function toTsVectorLiteral(doc: TokenDocument): string {
  const positions = new Map<string, string[]>();
  const add = (tokens: string[], start: number, weight: string) =>
    tokens.forEach((t, i) => {
      const list = positions.get(t) ?? [];
      if (list.length < MAX_POSITIONS_PER_LEXEME)
        list.push(`${Math.min(start + i, MAX_POSITION)}${weight}`);
      positions.set(t, list);
    });
  add(doc.title, 1, 'A');
  add(doc.body, doc.title.length + 2, '');
  add(doc.readings ?? [], doc.title.length + doc.body.length + 3, '');
  const quote = (t: string) => `'${t.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return [...positions].map(([t, p]) => `${quote(t)}:${p.join(',')}`).join(' ');
}

export async function upsertDocument(
  db: Db,
  articleId: number,
  locale: string,
  doc: TokenDocument,
): Promise<void> {
  const title = toTsVectorLiteral({ title: doc.title, body: [] });
  await sql`insert into article_search (article_id, locale, title, document)
    values (${articleId}, ${locale}, ${title}::tsvector, ${toTsVectorLiteral(doc)}::tsvector)
    on conflict (article_id) do update set locale = excluded.locale, title = excluded.title, document = excluded.document`.execute(
    db,
  );
}

export async function deleteDocument(db: Db, articleId: number): Promise<void> {
  await sql`delete from article_search where article_id = ${articleId}`.execute(db);
}

export async function clearDocuments(db: Db): Promise<void> {
  await sql`delete from article_search`.execute(db);
}
