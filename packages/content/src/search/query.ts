import { foldText } from '@tsuzuri/text/normalize';
import type { Analyser } from './readings/analyser';
import { readingText } from './readings/reading-text';
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

export type Phrase = {
  /** Consecutive index tokens: the word matches where they occur as a phrase. */
  tokens: string[];
  /** The last token is a prefix (the word ends in a single CJK character, e.g. "画" or "5選"). */
  prefix: boolean;
};

export type QueryWord = Phrase & {
  /** The word's runs (for highlighting the same text in a snippet). */
  runs: Run[];
  /**
   * The word's reading as a second phrase, when it reads otherwise than it is written (綺麗 →
   * きれい): the word also matches where the reading occurs, in the text or in the readings
   * indexed beside it (readings/reading-text.ts). Null without an analyser or when the same.
   */
  reading: Phrase | null;
};

/**
 * The tokens a word must match in a row. Inner runs keep their trailing unigram, because in a
 * matching text that run ends there too ("画質4k" → 画質 質 4k). The last CJK run drops it —
 * the text may go on ("画質" also matches 画質が) — and a last run of one character becomes a
 * prefix, since that character may start a bigram in the text.
 */
function wordQuery(runs: Run[]): Phrase {
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
  return { tokens, prefix };
}

const samePhrase = (a: Phrase, b: Phrase) =>
  a.prefix === b.prefix && a.tokens.join(' ') === b.tokens.join(' ');

function readingPhrase(analyser: Analyser | null, word: string, written: Phrase): Phrase | null {
  if (!analyser) return null;
  const runs = splitRuns(readingText(analyser, word));
  if (!runs.length) return null;
  const reading = wordQuery(runs);
  return samePhrase(reading, written) ? null : reading;
}

/**
 * With an analyser, each word also gets its reading (the analyser reads the word as typed,
 * before katakana is folded to hiragana, since its dictionary knows loanwords in katakana).
 */
export function parseQuery(raw: unknown, analyser: Analyser | null = null): QueryWord[] {
  if (typeof raw !== 'string') return [];
  const clean = [...raw.replace(/[\p{Cc}\p{Cf}\p{Cs}]/gu, ' ')].slice(0, MAX_QUERY_CHARS).join('');
  const seen = new Set<string>();
  const words: QueryWord[] = [];
  // foldText starts with NFKC and only changes case and kana after it: the same words either way.
  for (const typed of clean.normalize('NFKC').split(/\s+/)) {
    const word = [...typed].slice(0, MAX_WORD_CHARS).join('');
    const runs = splitRuns(foldText(word));
    if (!runs.length) continue;
    const written = wordQuery(runs);
    const q: QueryWord = { runs, ...written, reading: readingPhrase(analyser, word, written) };
    const key = `${q.tokens.join(' ')}${q.prefix ? '*' : ''}|${q.reading?.tokens.join(' ') ?? ''}`;
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

const ftsPhrase = (p: Phrase) => `${ftsString(p.tokens)}${p.prefix ? ' *' : ''}`;

/**
 * SQLite FTS5: `"ぶる るー ーれ れい" AND "4k 画質" AND "画" *`, a word with a reading as
 * `("綺麗" OR "きれ れい")`; null when there is nothing to search.
 */
export function toFtsMatch(words: QueryWord[]): string | null {
  if (!words.length) return null;
  return words
    .map((w) => (w.reading ? `(${ftsPhrase(w)} OR ${ftsPhrase(w.reading)})` : ftsPhrase(w)))
    .join(' AND ');
}

/**
 * PostgreSQL tsquery: `('ぶる' <-> 'るー') & ('画':*)`, every word; with `any`, `… | …`, at least
 * one (what ranking by the title asks). Null when there is nothing to search.
 */
export function toTsQuery(words: QueryWord[], { any = false } = {}): string | null {
  if (!words.length) return null;
  const phrase = (p: Phrase) =>
    p.tokens
      .map((t, i) => `${tsLexeme(t)}${p.prefix && i === p.tokens.length - 1 ? ':*' : ''}`)
      .join(' <-> ');
  const word = (w: QueryWord) =>
    w.reading ? `(${phrase(w)}) | (${phrase(w.reading)})` : phrase(w);
  return words.map((w) => `(${word(w)})`).join(any ? ' | ' : ' & ');
}
