import { foldText } from '@tsuzuri/text/normalize';
import type { Analyser } from './readings/analyser';
import { foldLongVowel, readingWords } from './readings/reading-text';
import { otherSpellings } from './spellings/respell';
import { bigrams, fromSpan, type Run, runTokens, splitRuns, withSpans } from './tokenize';

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

/** A way of writing the word: its tokens, and its runs (for highlighting it in a snippet). */
export type Spelling = Phrase & { runs: Run[] };

export type QueryWord = Spelling & {
  /**
   * The word written the other ways the loanword table knows (spellings/loanwords.ts): ブルーレイ
   * also as "Blu-ray", and the reverse. Each matches as the word written, so its articles rank
   * as if the reader had typed their spelling.
   */
  otherSpellings: Spelling[];
  /**
   * The word's readings as other phrases (綺麗 → きれい): the word also matches an article whose
   * words read the same, through the readings indexed beside the bigrams
   * (readings/reading-text.ts). Empty without an analyser or for a word without Japanese.
   */
  readings: Phrase[];
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
  return { tokens: withSpans(tokens), prefix };
}

// A reading of one kana (画 → が, 目 → め) would match particles and every word that reads so.
const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const KANA_ONLY = /^[\p{sc=Hiragana}\p{sc=Katakana}ー]+$/u;
const MIN_READING_CHARS = 2;

/**
 * The word's readings as phrases of reading tokens (readings/reading-text.ts): the analyser's
 * words, and for a word typed in kana alone also the whole word as one reading, since the
 * analyser may cut kana without context otherwise than the text it indexed (ほんき → ほん|き,
 * where 本気 is one word).
 */
function readingPhrases(analyser: Analyser | null, word: string): Phrase[] {
  if (!analyser || !JAPANESE.test(word)) return [];
  const phrases: Phrase[] = [];
  const words = readingWords(analyser, word);
  const kana = words.filter((t) => JAPANESE.test(t)).join('');
  if ([...kana].length >= MIN_READING_CHARS)
    phrases.push({ tokens: withSpans(words), prefix: false });
  const whole = foldText(foldLongVowel(word));
  const alreadyWhole = words.length === 1 && words[0] === whole;
  if (KANA_ONLY.test(word) && [...whole].length >= MIN_READING_CHARS && !alreadyWhole)
    phrases.push({ tokens: [whole], prefix: false });
  return phrases;
}

const phraseKey = (p: Phrase) => `${p.tokens.join(' ')}${p.prefix ? '*' : ''}`;

/** The word's other spellings (spellings/respell.ts), each a phrase unlike the word's and the others'. */
function otherSpellingPhrases(word: string, written: Spelling): Spelling[] {
  const seen = new Set([phraseKey(written)]);
  return otherSpellings(word).flatMap((spelt) => {
    const runs = splitRuns(foldText(spelt));
    const spelling = { runs, ...wordQuery(runs) };
    if (seen.has(phraseKey(spelling))) return [];
    seen.add(phraseKey(spelling));
    return [spelling];
  });
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
    const written = { runs, ...wordQuery(runs) };
    const q: QueryWord = {
      ...written,
      otherSpellings: otherSpellingPhrases(word, written),
      readings: readingPhrases(analyser, word),
    };
    const key = [q, ...q.otherSpellings, ...q.readings].map(phraseKey).join('|');
    if (seen.has(key)) continue;
    seen.add(key);
    words.push(q);
    if (words.length === MAX_WORDS) break;
  }
  return words;
}

/**
 * The words without their readings: what "a word as written" means in the order of results (in
 * any of its spellings).
 */
export const asWritten = (words: QueryWord[]): QueryWord[] =>
  words.map((w) => ({ ...w, readings: [] }));

// Tokens hold only letters, digits, marks and CJK characters (never a quote), and each is
// quoted anyway, so nothing a visitor types can become FTS5 or tsquery syntax.
const ftsString = (tokens: string[]) => `"${tokens.join(' ').replaceAll('"', '""')}"`;
const tsLexeme = (token: string) => `'${token.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

const ftsPhrase = (p: Phrase) => `${ftsString(fromSpan(p.tokens))}${p.prefix ? ' *' : ''}`;

/** Every phrase that matches the word: as typed, its other spellings, its readings. */
const phrasesOf = (w: QueryWord): Phrase[] => [w, ...w.otherSpellings, ...w.readings];

/**
 * SQLite FTS5: `"ぶる るー ーれ れい" AND "4k 画質" AND "画" *`, a word with other spellings or
 * readings as `("綺麗" OR "きれい")`; null when there is nothing to search.
 */
export function toFtsMatch(words: QueryWord[]): string | null {
  if (!words.length) return null;
  return words
    .map((w) => {
      const phrases = phrasesOf(w);
      return phrases.length > 1 ? `(${phrases.map(ftsPhrase).join(' OR ')})` : ftsPhrase(w);
    })
    .join(' AND ');
}

/**
 * PostgreSQL tsquery: `('ぶる' <-> 'るー') & ('画':*)`, every word; with `any`, `… | …`, at least
 * one (what ranking by the title asks). Null when there is nothing to search.
 */
export function toTsQuery(words: QueryWord[], { any = false } = {}): string | null {
  if (!words.length) return null;
  const phrase = (p: Phrase) =>
    fromSpan(p.tokens)
      .map((t, i, all) => `${tsLexeme(t)}${p.prefix && i === all.length - 1 ? ':*' : ''}`)
      .join(' <-> ');
  const word = (w: QueryWord) => {
    const phrases = phrasesOf(w);
    return phrases.length > 1 ? phrases.map((p) => `(${phrase(p)})`).join(' | ') : phrase(w);
  };
  return words.map((w) => `(${word(w)})`).join(any ? ' | ' : ' & ');
}
