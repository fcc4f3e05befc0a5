import { type RawBuilder, sql } from 'kysely';

/**
 * `column` contains `word`, case aside, with `%`, `_` and `\` in the word taken literally: a
 * search for "%" or "_" finds those characters, not every row. The ESCAPE is named because the
 * dialects differ: SQLite has no default escape character, PostgreSQL's is the backslash.
 */
export function containsText(column: string, word: string): RawBuilder<boolean> {
  const pattern = `%${word.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
