import { foldText } from '@tsuzuri/text/normalize';

/**
 * The search index's tokens. Text is folded (NFKC, lower case, katakana → hiragana) and cut
 * into runs:
 *
 * - a `word` run: letters, digits and marks of space-separated scripts ("dvd", "4k", "h265").
 *   It stays one whole token. Latin words get no bigrams: they are already delimited (by
 *   spaces, punctuation or the change of script in "DVDコピー"), whole-word matching keeps
 *   "ai" from matching "mail", and "4K画質" still works because the query makes a phrase of the
 *   word token followed by the bigrams (see query.ts).
 * - a `span` after a word that CJK follows: the word and the next character ("mp4" 変換 →
 *   "mp4変"). See withSpans.
 * - a `cjk` run: kanji, hiragana, katakana (plus ー and 〆). Japanese has no spaces and a
 *   segmenter misses words (docs/product.md#search), so the run becomes overlapping character
 *   bigrams plus the run's last character as a unigram: "ぶるーれい" → ぶる るー ーれ れい い.
 *   Each character therefore starts exactly one token, which is what lets a one-character query
 *   match anywhere as a prefix ("画"* finds 画質, 動画 and a lone 画) and keeps positions aligned
 *   with characters, so a query word's tokens are a phrase.
 *
 * Everything else (spaces, punctuation, symbols) only separates runs and is never indexed.
 */

export type RunKind = 'word' | 'cjk';
export type Run = { kind: RunKind; text: string };

const CJK = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc\u3006]/u;
const WORD = /[\p{L}\p{N}]/u;
const MARK = /\p{M}/u;

/** A token longer than this is cut (PostgreSQL rejects lexemes over 2 KB; no real word is this long). */
export const MAX_TOKEN_CHARS = 64;

function classify(ch: string): RunKind | 'mark' | null {
  if (CJK.test(ch)) return 'cjk';
  if (WORD.test(ch)) return 'word';
  if (MARK.test(ch)) return 'mark';
  return null;
}

/** Splits already folded text into word and CJK runs; separators are dropped. */
export function splitRuns(folded: string): Run[] {
  const runs: Run[] = [];
  let current = null as Run | null;
  for (const ch of folded) {
    const kind = classify(ch);
    if (kind === 'mark' && current) {
      // A combining mark that did not compose belongs to the character before it.
      current.text += ch;
      continue;
    }
    if (kind === null) {
      current = null;
      continue;
    }
    const runKind: RunKind = kind === 'mark' ? 'word' : kind;
    if (current?.kind === runKind) {
      current.text += ch;
    } else {
      current = { kind: runKind, text: ch };
      runs.push(current);
    }
  }
  return runs;
}

const cut = (token: string) =>
  token.length > MAX_TOKEN_CHARS ? [...token].slice(0, MAX_TOKEN_CHARS).join('') : token;

/** The bigrams of a CJK run, without the trailing unigram. */
export function bigrams(text: string): string[] {
  const chars = [...text];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1]);
  return out;
}

/** A run's index tokens: one whole token for a word; bigrams + the last character for CJK. */
export function runTokens(run: Run): string[] {
  if (run.kind === 'word') return [cut(run.text)];
  const chars = [...run.text];
  return [...bigrams(run.text), chars[chars.length - 1]];
}

const WORD_START = /^[\p{L}\p{N}]/u;
const firstChar = (token: string) => String.fromCodePoint(token.codePointAt(0) ?? 0);
const startsCjk = (token: string) => CJK.test(firstChar(token));
const isWordToken = (token: string) => WORD_START.test(token) && !startsCjk(token);

/**
 * After every word token that a CJK token follows, one more token: the word and the CJK
 * token's first character ("mp4" "変換" → "mp4" "mp4変" "変換"). A compound such as MP4変換,
 * 4K画質 or DVDコピー is a phrase of tokens that are each common, so without it a search checks
 * the positions in every article that holds both (at 10,000 generated articles 8,008 hold mp4
 * and 変換 and 42 the phrase); the span is about as rare as the compound. Separators between the
 * two do not matter, as they never did for a phrase ("MP4 変換" matches MP4変換). The index and
 * the query both pass their tokens through here, so they agree (docs/product.md#search).
 */
export function withSpans(tokens: string[]): string[] {
  const out: string[] = [];
  tokens.forEach((token, i) => {
    out.push(token);
    const next = tokens[i + 1];
    if (next === undefined || !isWordToken(token)) return;
    const nextFirst = firstChar(next);
    if (CJK.test(nextFirst)) out.push(token + nextFirst);
  });
  return out;
}

/**
 * A phrase's tokens as a search matches them: a phrase that starts with a word and its span
 * ("4k" "4k画" "画質") is matched from the span on, as the index writes a span only right after
 * its word (withSpans): the same rows match, without reading the word's positions in every
 * article that holds it (at 100,000 generated articles 84 % hold 4k, 1 % 4k画).
 */
export function fromSpan(tokens: string[]): string[] {
  const [word, span] = tokens;
  if (span === undefined || !isWordToken(word) || !span.startsWith(word)) return tokens;
  const rest = [...span.slice(word.length)];
  return rest.length === 1 && CJK.test(rest[0]) ? tokens.slice(1) : tokens;
}

/** The bigrams and whole words of a text, in order, without the spans. */
export function tokenizeWithoutSpans(text: string): string[] {
  return splitRuns(foldText(text)).flatMap(runTokens);
}

/** The tokens of any text, in order, as the index stores them. */
export function tokenize(text: string): string[] {
  return withSpans(tokenizeWithoutSpans(text));
}
