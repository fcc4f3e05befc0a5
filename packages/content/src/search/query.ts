import { foldText } from '@tsuzuri/text/normalize';
import { bigrams, type Run, runTokens, splitRuns } from './tokenize';

/**
 * A visitor's query as index tokens. Every input gives a (possibly empty) list of words and
 * never throws: control characters and lone surrogates are dropped, the text and each word are
 * capped, and words without letters or digits ("<>", "!!") disappear.
 */

/** Code points read from the input; the search box allows 100, a URL can carry more. */
export const MAX_QUERY_CHARS = 200;
/** Words beyond this are ignored: each one is another phrase to intersect. */
export const MAX_WORDS = 8;
/** Longer words are cut: a 2,000-character word would be a 2,000-token phrase. */
export const MAX_WORD_CHARS = 32;

export type QueryWord = {
  /** The word's runs (for highlighting the same text in a snippet). */
  runs: Run[];
  /** Consecutive index tokens: the word matches where they occur as a phrase. */
  tokens: string[];
  /** The last token is a prefix (the word ends in a single CJK character, e.g. "画" or "5選"). */
  prefix: boolean;
};

/**
 * The tokens a word must match in a row. Inner runs keep their trailing unigram, because in a
 * matching text that run ends there too ("画質4k" → 画質 質 4k). The last CJK run drops it —
 * the text may go on ("画質" also matches 画質が) — and a last run of one character becomes a
 * prefix, since that character may start a bigram in the text.
 */
function wordQuery(runs: Run[]): QueryWord {
  const tokens: string[] = [];
  let prefix = false;
  runs.forEach((run, i) => {
    const last = i === runs.length - 1;
    if (!last || run.kind === 'word') {
      tokens.push(...runTokens(run));
    } else if ([...run.text].length === 1) {
      tokens.push(run.text);
      prefix = true;
    } else {
      tokens.push(...bigrams(run.text));
    }
  });
  return { runs, tokens, prefix };
}

export function parseQuery(raw: unknown): QueryWord[] {
  if (typeof raw !== 'string') return [];
  const clean = [...raw.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')].slice(0, MAX_QUERY_CHARS).join('');
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  for (const word of foldText(clean).split(/\s+/)) {
    const runs = splitRuns([...word].slice(0, MAX_WORD_CHARS).join(''));
    if (!runs.length) continue;
    const q = wordQuery(runs);
    const key = `${q.tokens.join(' ')}${q.prefix ? '*' : ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(q);
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

// Tokens hold only letters, digits, marks and CJK characters (never a quote), and each is
// quoted anyway, so nothing a visitor types can become FTS5 or tsquery syntax.
const ftsString = (tokens: string[]) => `"${tokens.join(' ').replaceAll('"', '""')}"`;
const tsLexeme = (token: string) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/** SQLite FTS5: `"ぶる るー ーれ れい" AND "4k 画質" AND "画" *`; null when there is nothing to search. */
export function toFtsMatch(words: QueryWord[]): string | null {
  if (!words.length) return null;
  return words.map((w) => `${ftsString(w.tokens)}${w.prefix ? ' *' : ''}`).join(' AND ');
}

/**
 * PostgreSQL tsquery: `('ぶる' <-> 'るー') & ('画':*)`, every word; with `any`, `… | …`, at least
 * one (what ranking by the title asks). Null when there is nothing to search.
 */
export function toTsQuery(words: QueryWord[], { any = false } = {}): string | null {
  if (!words.length) return null;
  const phrase = (w: QueryWord) =>
    w.tokens
      .map((t, i) => `${tsLexeme(t)}${w.prefix && i === w.tokens.length - 1 ? ':*' : ''}`)
      .join(' <-> ');
  return words.map((w) => `(${phrase(w)})`).join(any ? ' | ' : ' & ');
}
