import { sql } from 'kysely';
import type { Db } from '@tsuzuri/db';
import type { TokenDocument } from './sqlite-index';

/**
 * The PostgreSQL side of the index (migrations 0003 and 0013): one row per article with its
 * locale, a tsvector of the title and body tokens with their positions, so `<->` phrase queries
 * work like FTS5 phrases, and the title's tokens alone, which tell the title tier of the order
 * (matches.ts). The row is replaced whole, so no tokens are needed to delete.
 *
 * A tsvector keeps positions up to 16383 and 256 positions per lexeme; beyond that, phrases in
 * a very long article may be missed.
 */
const MAX_POSITION = 16383;
const MAX_POSITIONS_PER_LEXEME = 256;

/** The tsvector literal: title lexemes weighted A, body D (unmarked), a gap so no phrase spans both. */
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
  const quote = (t: string) => `'${t.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  return [...positions].map(([t, p]) => `${quote(t)}:${p.join(',')}`).join(' ');
}

/**
 * The readings' own tsvector (migration 0013): beside `document`, not in it, which keeps the
 * document inside the row's untoasted 8 KB; ranking never reads it, so an article found only by
 * a reading comes after those with the words as written.
 */
export const readingsLiteral = (doc: TokenDocument) =>
  toTsVectorLiteral({ title: [], body: doc.readings ?? [] });

export async function upsertDocument(
  db: Db,
  articleId: number,
  locale: string,
  doc: TokenDocument,
): Promise<void> {
  const title = toTsVectorLiteral({ title: doc.title, body: [] });
  const readings = readingsLiteral(doc);
  await sql`insert into article_search (article_id, locale, title, document, readings)
    values (${articleId}, ${locale}, ${title}::tsvector, ${toTsVectorLiteral(doc)}::tsvector, ${readings}::tsvector)
    on conflict (article_id) do update set locale = excluded.locale, title = excluded.title,
      document = excluded.document, readings = excluded.readings`.execute(db);
}

export async function deleteDocument(db: Db, articleId: number): Promise<void> {
  await sql`delete from article_search where article_id = ${articleId}`.execute(db);
}

export async function clearDocuments(db: Db): Promise<void> {
  await sql`delete from article_search`.execute(db);
}
