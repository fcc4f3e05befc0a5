import { foldText } from '@tsuzuri/text/normalize';
import { type Run, runTokens, splitRuns } from '../tokenize';
import type { Analyser } from './analyser';

/**
 * Readings for search: the text with every Japanese word replaced by its kana reading, folded
 * like the index text, so spellings of one word meet: 焼きつけ, 焼き付け and 焼付け all read
 * やきつけ, 綺麗 and きれい read きれい. Latin words, digits and separators pass through as
 * written, so a reading lines up with its text run by run.
 */

const JAPANESE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]/u;

/** Index-only token between the text and its readings, and between reading runs far apart. */
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
 * The reading tokens to index beside a text's own tokens. Only the runs whose reading differs
 * from the text are kept (a run of kana or Latin reads as it is written and is indexed already),
 * with a Latin neighbour of a kept run (so "4k画質" still reads as a phrase) and a gap token
 * wherever kept runs are not neighbours, so no phrase spans two distant runs. Empty when the
 * text reads as written.
 */
export function readingTokens(analyser: Analyser, text: string): string[] {
  const base = splitRuns(foldText(text));
  const readings = splitRuns(readingText(analyser, text));
  // The analyser keeps every non-Japanese character, so the runs line up; if they ever do not,
  // every reading run is kept rather than guessing which differ.
  const aligned = base.length === readings.length;
  const differs = readings.map((run, i) => !aligned || run.text !== base[i].text);
  const keep = readings.map(
    (run, i) => differs[i] || (run.kind === 'word' && (differs[i - 1] || differs[i + 1])),
  );
  const tokens: string[] = [];
  let previous = -2;
  readings.forEach((run: Run, i) => {
    if (!keep[i]) return;
    if (previous !== i - 1) tokens.push(READING_GAP);
    tokens.push(...runTokens(run));
    previous = i;
  });
  return tokens;
}
