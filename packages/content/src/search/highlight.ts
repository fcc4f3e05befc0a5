import { foldText } from '@tsuzuri/text/normalize';
import type { QueryWord } from './query';

/**
 * The snippet under a search result: a window of the article's plain text around the first
 * match, HTML-escaped, with every matched word wrapped in <mark>. Built here rather than by
 * FTS5's snippet(), which would cut and mark bigram tokens, not the words the visitor typed.
 */

export const SNIPPET_CHARS = 120;
/** Characters of context shown before the first match. */
const LEAD_CHARS = 30;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// A letter or digit of a space-separated script: Latin words match whole, never inside another word.
const WORD_CHAR =
  '(?:(?![\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\u30fc\\u3006])[\\p{L}\\p{N}\\p{M}])';
const SEPARATORS = '[^\\p{L}\\p{N}\\p{M}]*';

/** One query word as a pattern over folded text: its runs in order, separators allowed between. */
function wordPattern(word: QueryWord): string {
  const first = word.runs[0];
  const last = word.runs[word.runs.length - 1];
  const body = word.runs.map((r) => escapeRegExp(r.text)).join(SEPARATORS);
  return `${first.kind === 'word' ? `(?<!${WORD_CHAR})` : ''}${body}${last.kind === 'word' ? `(?!${WORD_CHAR})` : ''}`;
}

const COMBINING = /[\p{M}\uff9e\uff9f]/u;

/**
 * Folded characters outside the shortcuts below (punctuation, full-width and half-width forms),
 * kept for the process: NFKC per character was a large part of a snippet, and text repeats the
 * same few. Bounded, so a text of rare characters cannot grow it without end.
 */
const folded = new Map<string, string>();
const FOLDED_LIMIT = 10_000;

/** foldText for one character, with shortcuts for the characters that fill Japanese text. */
function foldChar(ch: string): string {
  const c = ch.charCodeAt(0);
  if (c < 0x80) return ch.toLowerCase();
  // Hiragana and CJK ideographs are NFKC-stable; katakana only moves to hiragana.
  if ((c >= 0x3041 && c <= 0x3096) || (c >= 0x4e00 && c <= 0x9fff)) return ch;
  if (c >= 0x30a1 && c <= 0x30f6) return String.fromCharCode(c - 0x60);
  let out = folded.get(ch);
  if (out === undefined) {
    out = foldText(ch);
    if (folded.size < FOLDED_LIMIT) folded.set(ch, out);
  }
  return out;
}

/**
 * A combining mark, tested by the Unicode property only outside the ranges that fill Japanese
 * text (kana and CJK punctuation but the two voicing marks, ideographs), which hold none.
 */
function isCombining(ch: string): boolean {
  const c = ch.charCodeAt(0);
  if (c < 0x300) return false;
  if ((c >= 0x3000 && c <= 0x3029) || (c >= 0x3030 && c <= 0x3098) || (c >= 0x309b && c <= 0x30ff))
    return false;
  if (c >= 0x4e00 && c <= 0x9fff) return false;
  return COMBINING.test(ch);
}

/**
 * Folds text character by character, remembering which original character each folded code
 * unit came from, so matches found in folded text can be marked in the original. A base
 * character and the combining marks after it fold together (ｶﾞ → ガ).
 */
function foldWithMap(chars: string[]): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < chars.length; ) {
    let end = i + 1;
    while (end < chars.length && isCombining(chars[end])) end++;
    const piece = end === i + 1 ? foldChar(chars[i]) : foldText(chars.slice(i, end).join(''));
    folded += piece;
    for (let k = 0; k < piece.length; k++) origin.push(i);
    i = end;
  }
  origin.push(chars.length);
  return { folded, origin };
}

export type Range = [start: number, end: number];

/** Where the query's words occur in the text, as [start, end) character (code point) ranges. */
export function matchRanges(chars: string[], words: QueryWord[]): Range[] {
  if (!words.length || !chars.length) return [];
  const patterns = words.map(wordPattern).sort((a, b) => b.length - a.length);
  const re = new RegExp(patterns.join('|'), 'gu');
  const { folded, origin } = foldWithMap(chars);
  const ranges: Range[] = [];
  for (const m of folded.matchAll(re)) {
    if (!m[0].length) continue;
    const start = origin[m.index];
    const end = origin[m.index + m[0].length - 1] + 1;
    const prev = ranges[ranges.length - 1];
    if (prev && start <= prev[1]) prev[1] = Math.max(prev[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/**
 * The matches needed for a snippet: the first one and those in the window after it. Long
 * articles are searched in growing prefixes (1,024, 4,096… characters), since the first match is
 * usually early and folding a whole 10,000-character article for every result costs
 * milliseconds. A prefix answers only if the window ends well inside it.
 */
function leadingRanges(chars: string[], words: QueryWord[], maxChars: number): Range[] {
  for (let limit = 1024; ; limit *= 4) {
    if (limit >= chars.length) return matchRanges(chars, words);
    const ranges = matchRanges(chars.slice(0, limit), words);
    if (ranges.length && ranges[0][0] + maxChars + 2 * LEAD_CHARS < limit) return ranges;
  }
}

/** Where the snippet starts: a little before the match, at a sentence start if one is near. */
function windowStart(chars: string[], firstMatch: number): number {
  if (firstMatch <= LEAD_CHARS) return 0;
  for (let i = firstMatch - 1; i >= firstMatch - LEAD_CHARS; i--) {
    if ('。！？!?'.includes(chars[i])) return i + 1;
  }
  return firstMatch - LEAD_CHARS;
}

function render(chars: string[], from: number, to: number, ranges: Range[]): string {
  let html = '';
  let at = from;
  for (const [s, e] of ranges) {
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (end <= start) continue;
    html += `${escapeHtml(chars.slice(at, start).join(''))}<mark>${escapeHtml(chars.slice(start, end).join(''))}</mark>`;
    at = end;
  }
  return html + escapeHtml(chars.slice(at, to).join(''));
}

/**
 * The snippet HTML from the first text that contains a match (the body, then the description);
 * without one (a title-only match) the body's opening. Safe to insert as HTML: every character
 * of the text is escaped, and the only markup is <mark>.
 */
export function buildSnippet(
  texts: string[],
  words: QueryWord[],
  maxChars = SNIPPET_CHARS,
): string {
  const candidates = texts.map((t) => [...t.trim()]).filter((c) => c.length > 0);
  if (!candidates.length) return '';
  for (const chars of candidates) {
    const ranges = leadingRanges(chars, words, maxChars);
    if (!ranges.length) continue;
    let from = windowStart(chars, ranges[0][0]);
    while (from < ranges[0][0] && /\s/u.test(chars[from])) from++;
    const to = Math.min(chars.length, from + maxChars);
    return `${from > 0 ? '…' : ''}${render(chars, from, to, ranges)}${to < chars.length ? '…' : ''}`;
  }
  const chars = candidates[0];
  const to = Math.min(chars.length, maxChars);
  return `${escapeHtml(chars.slice(0, to).join(''))}${to < chars.length ? '…' : ''}`;
}
