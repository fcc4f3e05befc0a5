import { foldText } from '@tsuzuri/text/normalize';
import { LOANWORD_SPELLINGS } from './loanwords';
import { EMPTY_KEY, extendKey, spellingKey } from './spelling-key';

/**
 * Where a typed word holds words of the loanword table (loanwords.ts): the word cut into plain
 * text and table words, each with its line of spellings. Latin words are whole runs (Blu-ray,
 * U-NEXT); kana words are looked for inside kana runs, by their spelling key.
 */

/** The table's lines by the key of each of their spellings. */
const LINES = new Map<string, readonly string[]>();
for (const line of LOANWORD_SPELLINGS) for (const s of line) LINES.set(spellingKey(s), line);

/** A part of a typed word: plain text, or a word of the table as typed and its line. */
export type Piece = { typed: string; line?: readonly string[] };

type Script = 'latin' | 'hiragana' | 'katakana' | 'other';
const HIRAGANA = /\p{sc=Hiragana}/u;
const KATAKANA = /[\p{sc=Katakana}・]/u;
const LATIN = /[\p{L}\p{N}\p{M}]/u;
/** Inside a Latin word only: Blu-ray, H.264, U-NEXT. */
const JOINER = /[-‐‑.+&'’]/u;

function scriptOf(ch: string, before: Script): Script {
  if (ch === 'ー') return before === 'hiragana' ? 'hiragana' : 'katakana';
  if (HIRAGANA.test(ch)) return 'hiragana';
  if (KATAKANA.test(ch)) return 'katakana';
  if (/\p{sc=Han}/u.test(ch)) return 'other';
  return LATIN.test(ch) ? 'latin' : 'other';
}

/** The word cut where its script changes; a joiner between two Latin letters stays in their run. */
function scriptRuns(word: string): { script: Script; text: string }[] {
  const chars = [...word];
  const runs: { script: Script; text: string }[] = [];
  chars.forEach((ch, i) => {
    const last = runs[runs.length - 1];
    let script = scriptOf(ch, last?.script ?? 'other');
    const joins = last?.script === 'latin' && JOINER.test(ch) && LATIN.test(chars[i + 1] ?? '');
    if (joins) script = 'latin';
    if (last?.script === script) last.text += ch;
    else runs.push({ script, text: ch });
  });
  return runs;
}

/**
 * The table's words in a kana text (its runs of hiragana and katakana, one after the other): the
 * longest at each place where one may stand. A word of the table inside a longer kana run
 * (ブルーレイディスク) is taken when the run changes script there or at least two kana stand
 * beside it: マックス is no Mac followed by ス, which as a prefix would match Macスマホ.
 */
function kanaPieces(runs: { text: string }[]): Piece[] {
  const chars = runs.flatMap((r) => [...r.text]);
  const folded = chars.map((ch) => foldText(ch));
  const edges: number[] = [0];
  for (const run of runs) edges.push(edges[edges.length - 1] + [...run.text].length);
  const pieces: Piece[] = [];
  let plainFrom = 0;
  const mayStart = (i: number) => {
    const from = Math.max(plainFrom, ...edges.filter((e) => e <= i));
    return i === from || i - from >= 2;
  };
  const mayEnd = (j: number) => edges.includes(j) || (edges.find((e) => e > j) ?? j) - j >= 2;
  for (let i = 0; i < chars.length; i++) {
    if (chars[i] === 'ー' || chars[i] === '・' || !mayStart(i)) continue;
    const found = longestAt(folded, i, mayEnd);
    if (!found) continue;
    if (plainFrom < i) pieces.push({ typed: chars.slice(plainFrom, i).join('') });
    pieces.push({ typed: chars.slice(i, found.end).join(''), line: found.line });
    plainFrom = found.end;
    i = found.end - 1;
  }
  if (plainFrom < chars.length) pieces.push({ typed: chars.slice(plainFrom).join('') });
  return pieces;
}

/** Every beginning of a key of the table: a key that is none of them cannot grow into one. */
const KEY_BEGINNINGS = new Set(
  [...LINES.keys()].flatMap((k) => [...k].map((_, i) => k.slice(0, i + 1))),
);

/** The longest word of the table that starts at `start` and may end where it ends. */
function longestAt(folded: string[], start: number, mayEnd: (end: number) => boolean) {
  let state = EMPTY_KEY;
  let found: { end: number; line: readonly string[] } | undefined;
  for (let end = start + 1; end <= folded.length; end++) {
    for (const ch of folded[end - 1]) state = extendKey(state, ch);
    if (state.key && !KEY_BEGINNINGS.has(state.key)) break;
    const line = LINES.get(state.key);
    // A long vowel after the word is still the word (ブルーレイ, not ブルーレ and イ).
    const goesOn = end < folded.length && extendKey(state, folded[end]).key === state.key;
    if (line && !goesOn && mayEnd(end)) found = { end, line };
  }
  return found;
}

/** The word as plain text and words of the table, in order. */
export function loanwordsIn(word: string): Piece[] {
  const out: Piece[] = [];
  const runs = scriptRuns(word);
  for (let i = 0; i < runs.length; ) {
    if (runs[i].script === 'latin') {
      const line = LINES.get(spellingKey(runs[i].text));
      out.push({ typed: runs[i].text, line });
      i++;
      continue;
    }
    if (runs[i].script === 'other') {
      out.push({ typed: runs[i++].text });
      continue;
    }
    const kana = [];
    while (i < runs.length && (runs[i].script === 'hiragana' || runs[i].script === 'katakana'))
      kana.push(runs[i++]);
    out.push(...kanaPieces(kana));
  }
  return out;
}
