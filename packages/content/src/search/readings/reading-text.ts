import { foldText } from '@tsuzuri/text/normalize';
import { MAX_TOKEN_CHARS, splitRuns, withSpans } from '../tokenize';
import type { Analyser } from './analyser';

/**
 * Readings for search: the text with every Japanese word replaced by its kana reading, folded
 * like the index text, so spellings of one word meet: 焼きつけ, 焼き付け and 焼付け all read
 * やきつけ, 綺麗 and きれい read きれい. Latin words, digits and separators pass through as
 * written, so a reading lines up with its text run by run.
 */

const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;
const WORD = /[\p{L}\p{N}]/u;
const cutToken = (token: string) => [...token].slice(0, MAX_TOKEN_CHARS).join('');

/** Index-only token between a field's bigrams and its readings, so no phrase spans the two. */
export const READING_GAP = '〓';

/**
 * A final ー is dropped from a word of more than three characters (サーバー → サーバ,
 * コンピューター → コンピュータ), as JIS and most style guides allow either spelling; short words
 * keep it (カー, キー, ツアー), where it changes the word.
 */
export function foldLongVowel(word: string): string {
  return word.length > 3 && word.endsWith('ー') ? word.slice(0, -1) : word;
}

/** The folded reading of a text (IPADIC readings are katakana; foldText makes them hiragana). */
export function readingText(analyser: Analyser, text: string): string {
  let out = '';
  for (const { surface, reading } of analyser.analyse(text.normalize('NFKC'))) {
    if (!JAPANESE.test(surface)) {
      out += surface;
      continue;
    }
    const known = reading && reading !== '*' ? reading : surface;
    out += foldLongVowel(known);
  }
  return foldText(out);
}

/**
 * The reading tokens indexed beside a text's bigrams: one token per word, its folded reading
 * (焼き付け → やきつけ), with Latin words and digits as written, in order, after a gap token.
 * Whole words rather than bigrams: a reading is all kana, and kana bigrams (しつ, かい) occur in
 * nearly every article, so phrases of them cost several times a bigram search (measured, decision
 * 0018); a word's reading is as rare as the word. The bigrams still find every written form.
 */
export function readingTokens(analyser: Analyser, text: string): string[] {
  const words = readingWords(analyser, text);
  return words.length ? [READING_GAP, ...withSpans(words)] : [];
}

/** The reading tokens of a text without the gap and the spans (tokenize.ts): one per word. */
export function readingWords(analyser: Analyser, text: string): string[] {
  const tokens: string[] = [];
  for (const { surface, reading } of analyser.analyse(text.normalize('NFKC'))) {
    if (JAPANESE.test(surface)) {
      const known = reading && reading !== '*' ? reading : surface;
      tokens.push(foldText(foldLongVowel(known)));
    } else if (WORD.test(surface)) {
      tokens.push(...splitRuns(foldText(surface)).map((run) => run.text));
    }
  }
  return tokens.map(cutToken);
}
