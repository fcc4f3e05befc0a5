import { createHash } from 'node:crypto';
import type { Db } from '@tsuzuri/db';
import { dialectOf } from '@tsuzuri/db';
import * as postgres from './postgres-index';
import { type Analyser, loadAnalyser } from './readings/analyser';
import { readingTokens } from './readings/reading-text';
import * as sqlite from './sqlite-index';
import { tokenize } from './tokenize';

/**
 * Writes to the search index (migration 0003). The import calls `removeFromSearchIndex` before
 * it changes an article and `indexArticle` after, in the same transaction, so search never
 * shows an article's old words and never misses its new ones.
 */

export type IndexedFields = { title: string; description: string; plain_text: string };
export type IndexedRow = IndexedFields & {
  id: number;
  locale: string;
  status: string;
  category_id: number | null;
};

/**
 * Search finds published articles only. Standalone pages (privacy policy, about pages: no
 * category) are left out on purpose: the footer links them, their boilerplate words ("情報",
 * "サイト") would crowd real results, and every result shows its article's category.
 */
export const isSearchable = (a: { status: string; category_id: number | null }) =>
  a.status === 'published' && a.category_id !== null;

/**
 * The indexed fields as tokens; the description joins the body unless the body starts with it.
 * Beside them the readings of the title and the body (readings/reading-text.ts), through which
 * spelling variants match; ranking gives them no weight (matches.ts), so an article found only by
 * a reading comes after every article with the words as written.
 */
export function searchDocument(a: IndexedFields, analyser: Analyser): sqlite.TokenDocument {
  const body = a.plain_text.startsWith(a.description)
    ? a.plain_text
    : `${a.description}\n${a.plain_text}`;
  return {
    title: tokenize(a.title),
    body: tokenize(body),
    readings: [...readingTokens(analyser, a.title), ...readingTokens(analyser, body)],
  };
}

/**
 * The last few documents the analyser made, by their text. The analyser is slow (~0.4 s for a
 * long article) and a write transaction holds SQLite's lock from its first line: a save that
 * will index an article analyses its texts before it begins (prepareSearchDocuments), and
 * finds them here inside. Keyed by the text itself, so a text changed in between is analysed
 * again: the memo can make a write shorter, never wrong. docs/database.md, "Write transactions
 * (SQLite)".
 */
const recentDocuments = new Map<string, sqlite.TokenDocument>();
const RECENT_DOCUMENTS = 8;

function documentFor(a: IndexedFields, analyser: Analyser): sqlite.TokenDocument {
  const key = createHash('sha256')
    .update(`${a.title.length}:${a.description.length}:`)
    .update(a.title)
    .update(a.description)
    .update(a.plain_text)
    .digest('base64');
  const known = recentDocuments.get(key);
  recentDocuments.delete(key); // most recently used last
  const doc = known ?? searchDocument(a, analyser);
  recentDocuments.set(key, doc);
  for (const oldest of recentDocuments.keys()) {
    if (recentDocuments.size <= RECENT_DOCUMENTS) break;
    recentDocuments.delete(oldest);
  }
  return doc;
}

/** Analyses texts a write is about to index or take out, before its transaction begins. */
export async function prepareSearchDocuments(texts: (IndexedFields | undefined)[]): Promise<void> {
  const analyser = await loadAnalyser();
  for (const text of texts) if (text) documentFor(text, analyser);
}

/** The article's columns its entry is made from. */
export const indexedColumns = [
  'id',
  'locale',
  'title',
  'description',
  'plain_text',
  'status',
  'category_id',
] as const;
/** One article's row as its entry is made from it; undefined when it is gone. */
export const loadIndexedRow = (db: Db, id: number): Promise<IndexedRow | undefined> =>
  db.selectFrom('articles').select(indexedColumns).where('id', '=', id).executeTakeFirst();

/** Takes an article out of the index; call it before a write changes the article's text. */
export async function removeFromSearchIndex(db: Db, articleId: number): Promise<void> {
  if (dialectOf(db) === 'postgres') return postgres.deleteDocument(db, articleId);
  const indexed = await sqlite.indexedFingerprint(db, articleId);
  if (indexed === null) return;
  const row = await loadIndexedRow(db, articleId);
  const doc = row && documentFor(row, await loadAnalyser());
  if (row && doc && sqlite.matchesIndexed(doc, indexed))
    return sqlite.deleteEntry(db, { id: row.id, locale: row.locale, doc });
  // The indexed tokens cannot be recomputed (the text changed first, or the tokenizer did):
  // rebuild from the articles as they are now; the entry then matches and can go.
  await rebuildSearchIndex(db);
  await removeFromSearchIndex(db, articleId);
}

/** Brings one article's entry up to date after a write: indexed if searchable, absent otherwise. */
export async function indexArticle(db: Db, articleId: number): Promise<void> {
  const row = await loadIndexedRow(db, articleId);
  const searchable = row !== undefined && isSearchable(row);
  if (dialectOf(db) === 'postgres') {
    if (row && searchable)
      return postgres.upsertDocument(
        db,
        row.id,
        row.locale,
        documentFor(row, await loadAnalyser()),
      );
    return postgres.deleteDocument(db, articleId);
  }
  const indexed = await sqlite.indexedFingerprint(db, articleId);
  // Not searchable (every save of a draft, an unpublishing): nothing to analyse, at most an old
  // entry to take out. The analyser reads only what will be indexed.
  if (!row || !searchable) {
    if (indexed !== null) await removeFromSearchIndex(db, articleId);
    return;
  }
  const doc = documentFor(row, await loadAnalyser());
  if (indexed !== null) {
    if (sqlite.matchesIndexed(doc, indexed)) return;
    await removeFromSearchIndex(db, articleId);
  }
  await sqlite.insertEntry(db, { id: row.id, locale: row.locale, doc });
}

/** Empties the index and indexes every searchable article (the migration's backfill; recovery). */
export async function rebuildSearchIndex(db: Db): Promise<number> {
  const pg = dialectOf(db) === 'postgres';
  const analyser = await loadAnalyser();
  await (pg ? postgres.clearDocuments(db) : sqlite.clearEntries(db));
  let indexed = 0;
  for (let afterId = 0; ; ) {
    const rows = await db
      .selectFrom('articles')
      .select(indexedColumns)
      .where('id', '>', afterId)
      .where('status', '=', 'published')
      .where('category_id', 'is not', null)
      .orderBy('id')
      .limit(500)
      .execute();
    if (!rows.length) break;
    for (const row of rows) {
      const doc = searchDocument(row, analyser);
      await (pg
        ? postgres.upsertDocument(db, row.id, row.locale, doc)
        : sqlite.insertEntry(db, { id: row.id, locale: row.locale, doc }));
    }
    indexed += rows.length;
    afterId = rows[rows.length - 1].id;
  }
  if (!pg) await sqlite.optimize(db);
  return indexed;
}
