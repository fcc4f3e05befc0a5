import type { Db } from '@tsuzuri/db';
import { foldText } from '@tsuzuri/text/normalize';
import type { Analyser } from './readings/analyser';
import { READING_GAP, readingText } from './readings/reading-text';
import { MAX_WORD_CHARS, MAX_WORDS } from './query';
import { articlesSpelling } from './spellings/respell';
import { candidateTitleIds } from './suggest-candidates';
import { tokenizeWithoutSpans } from './tokenize';

/**
 * 「もしかして」: when a query finds nothing, the article titles nearest to it. Candidates come
 * from the index (titles that can hold MIN_SIMILARITY of the bigrams of the query, of its
 * reading, or of the query with the loanword table's words spelt as the articles spell them,
 * best by the index's own rank; suggest-candidates.ts), then each is scored by the share of the
 * query's bigrams its title holds, on the written text, on the readings and on that spelling
 * (the best of the three; ties go to the closer title by Dice), and the best above
 * MIN_SIMILARITY are offered. A title is offered as its head ("…方法｜副題" → "…方法"): the
 * words a visitor would type, short enough to stay one query word.
 */

export const MAX_SUGGESTIONS = 3;
/** A title holding less than this share of the query's bigrams is not a plausible "did you mean". */
export const MIN_SIMILARITY = 0.5;
/** A suggestion stays a query that is read whole (query.ts): words and their length capped. */
const MAX_SUGGESTION_WORDS = MAX_WORDS;
const MAX_SUGGESTION_WORD_CHARS = MAX_WORD_CHARS;

const CJK_CHAR = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3006]$/u;
/**
 * A text's bigrams and whole Latin words; a run's trailing one-character token says nothing, and
 * a span (tokenize.ts) would count a mistyped Latin word twice (Gogle地図 would no longer be near
 * Google地図).
 */
const bigramSet = (folded: string) => {
  const set = new Set<string>();
  for (const token of tokenizeWithoutSpans(folded)) if (!CJK_CHAR.test(token)) set.add(token);
  return set;
};

/** How much of the query a title covers, and how close the two are as a whole (Dice). */
function similarity(query: Set<string>, title: Set<string>) {
  if (!query.size || !title.size) return { covered: 0, dice: 0 };
  let shared = 0;
  for (const x of query) if (title.has(x)) shared++;
  return { covered: shared / query.size, dice: (2 * shared) / (query.size + title.size) };
}

/** The part of a title before its subtitle separator, as words a query reads whole. */
export function titleHead(title: string): string {
  const head = title.split(/[｜|:：—–]/)[0].trim() || title.trim();
  return head
    .split(/\s+/)
    .slice(0, MAX_SUGGESTION_WORDS)
    .map((word) => [...word].slice(0, MAX_SUGGESTION_WORD_CHARS).join(''))
    .join(' ');
}

/**
 * Title heads' readings, remembered: analysing up to 30 candidate titles per query-without-results
 * was most of a suggestion's cost (profiled under the load proof), and titles change rarely.
 * Bounded: cleared whole when full, as a site has far fewer titles than this.
 */
const MAX_REMEMBERED_READINGS = 5_000;
const headReadings = new Map<string, string>();
function headReading(analyser: Analyser, head: string): string {
  let reading = headReadings.get(head);
  if (reading === undefined) {
    if (headReadings.size >= MAX_REMEMBERED_READINGS) headReadings.clear();
    reading = readingText(analyser, head);
    headReadings.set(head, reading);
  }
  return reading;
}

/** Up to MAX_SUGGESTIONS title heads nearest to the query, best first; [] when none is near. */
export async function suggestTitles(
  db: Db,
  query: string,
  locale: string,
  analyser: Analyser | null,
): Promise<string[]> {
  const written = foldText(query);
  const read = analyser ? readingText(analyser, query) : written;
  // The query with the loanword table's words as the articles write them (ブルーレイ → Blu-ray):
  // a title that says Blu-ray shares none of ブルーレイ's bigrams, nor of its reading's.
  const respelt = foldText(articlesSpelling(query.normalize('NFKC')));
  const queryBigrams = [bigramSet(written), bigramSet(read), bigramSet(respelt)];
  const sets = queryBigrams.map((set) => [...set].filter((t) => t !== READING_GAP));
  const ids = await candidateTitleIds(db, sets, MIN_SIMILARITY, locale);
  if (!ids.length) return [];
  const rows = await db.selectFrom('articles').select('title').where('id', 'in', ids).execute();
  const scored = rows.map(({ title }) => {
    const head = titleHead(title);
    const headRead = analyser ? headReading(analyser, head) : foldText(head);
    const headBigrams = bigramSet(foldText(head));
    const byText = similarity(queryBigrams[0], headBigrams);
    const byReading = similarity(queryBigrams[1], bigramSet(headRead));
    const bySpelling = similarity(queryBigrams[2], headBigrams);
    const best = [byText, byReading, bySpelling].reduce((a, b) => (b.covered > a.covered ? b : a));
    return { head, ...best };
  });
  const best = scored
    .filter((s) => s.covered >= MIN_SIMILARITY && foldText(s.head) !== written)
    .sort((a, b) => b.covered - a.covered || b.dice - a.dice)
    .map((s) => s.head);
  return [...new Set(best)].slice(0, MAX_SUGGESTIONS);
}
