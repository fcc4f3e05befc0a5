import { foldText } from '@tsuzuri/text/normalize';
import type { QueryWord, Spelling } from './query';

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

/**
 * One spelling of a query word as a pattern over folded text: its runs in order, separators
 * allowed between.
 */
function wordPattern(word: Spelling): string {
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
function isCombining(c: number): boolean {
  if (c < 0x300) return false;
  if ((c >= 0x3000 && c <= 0x3029) || (c >= 0x3030 && c <= 0x3098) || (c >= 0x309b && c <= 0x30ff))
    return false;
  if (c >= 0x4e00 && c <= 0x9fff) return false;
  return COMBINING.test(String.fromCodePoint(c));
}

/** Where the character starting at `i` ends: one code point (a pair, or one unit — a lone half too). */
const codePointEnd = (text: string, i: number) => {
  const c = text.charCodeAt(i);
  if (c < 0xd800 || c > 0xdbff) return i + 1;
  const next = text.charCodeAt(i + 1); // NaN past the end
  return next >= 0xdc00 && next <= 0xdfff ? i + 2 : i + 1;
};

/** Where the character starting at `i` ends, with the combining marks after it (ｶﾞ is one). */
function characterEnd(text: string, i: number): number {
  let end = codePointEnd(text, i);
  while (end < text.length && isCombining(text.codePointAt(end) as number))
    end = codePointEnd(text, end);
  return end;
}

/**
 * The text's first `limit` code units folded (a character crossing the limit whole), and where
 * each folded code unit came from: `origin[k]` is the code unit of the text where the character
 * of folded unit k starts, or null while every character folded to itself in length, so a
 * folded offset is the text's. Works on code units, never an array of characters: spreading
 * every result's text into characters was most of a snippet's cost.
 */
function foldPrefix(text: string, limit: number): { folded: string; origin: number[] | null } {
  const end = Math.min(limit, text.length);
  const simple = foldUnitByUnit(text, end);
  if (simple !== null) return { folded: simple, origin: null };
  let folded = '';
  let origin: number[] | null = null;
  for (let i = 0; i < end; ) {
    const next = characterEnd(text, i);
    const piece = next === i + 1 ? foldChar(text[i]) : foldText(text.slice(i, next));
    // A character that changes length, or marks joined to their base, need the map from here on.
    if (origin === null && (piece.length !== next - i || next !== codePointEnd(text, i))) {
      origin = [];
      for (let k = 0; k < folded.length; k++) origin.push(k);
    }
    folded += piece;
    if (origin !== null) for (let k = 0; k < piece.length; k++) origin.push(i);
    i = next;
  }
  return { folded, origin };
}

/** The one code unit a code unit folds to, for those outside the shortcuts; -1 if not one. */
const foldedUnits = new Map<number, number>();
const utf16 = new TextDecoder('utf-16le');

/**
 * foldPrefix's common case, in a numeric loop: every character of the prefix is one code unit
 * that folds to one code unit and joins no other (kana, kanji, ASCII, CJK punctuation,
 * full-width forms) — Japanese text almost always. Folded offsets are then the text's own.
 * null when a character is not so (a surrogate pair, a combining mark, one that NFKC expands).
 * Building the folded text a character at a time was most of a snippet's cost (~20 µs for
 * 1,024 characters; this loop ~2).
 */
function foldUnitByUnit(text: string, end: number): string | null {
  if (end < text.length && isCombining(text.charCodeAt(end))) return null;
  const units = new Uint16Array(end);
  for (let i = 0; i < end; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) units[i] = c >= 0x41 && c <= 0x5a ? c + 32 : c;
    else if ((c >= 0x3041 && c <= 0x3096) || (c >= 0x4e00 && c <= 0x9fff)) units[i] = c;
    else if (c >= 0x30a1 && c <= 0x30f6) units[i] = c - 0x60;
    else {
      let f = foldedUnits.get(c);
      if (f === undefined) {
        const piece = c >= 0xd800 && c <= 0xdfff ? '' : foldChar(String.fromCharCode(c));
        f = piece.length === 1 && !isCombining(c) ? piece.charCodeAt(0) : -1;
        if (foldedUnits.size < FOLDED_LIMIT) foldedUnits.set(c, f);
      }
      if (f < 0) return null;
      units[i] = f;
    }
  }
  return utf16.decode(units);
}

export type Range = [start: number, end: number];

/** Where the query's words occur in the text's first `limit` code units, as [start, end) code units. */
function matchRanges(text: string, words: QueryWord[], limit: number): Range[] {
  if (!words.length || !text.length) return [];
  // A word found by another spelling (ブルーレイ → Blu-ray) is marked as the article writes it.
  const patterns = words
    .flatMap((w) => [w, ...w.otherSpellings])
    .map(wordPattern)
    .sort((a, b) => b.length - a.length);
  const re = new RegExp(patterns.join('|'), 'gu');
  const { folded, origin } = foldPrefix(text, limit);
  const ranges: Range[] = [];
  for (const m of folded.matchAll(re)) {
    if (!m[0].length) continue;
    const last = m.index + m[0].length - 1;
    const start = origin ? origin[m.index] : m.index;
    const end = origin ? characterEnd(text, origin[last]) : last + 1;
    const prev = ranges[ranges.length - 1];
    if (prev && start <= prev[1]) prev[1] = Math.max(prev[1], end);
    else ranges.push([start, end]);
  }
  return ranges;
}

/**
 * The matches needed for a snippet: the first one and those in the window after it. Long
 * articles are searched in growing prefixes (1,024, 4,096… code units), since the first match is
 * usually early and folding a whole 10,000-character article for every result costs
 * milliseconds. A prefix answers only if the window (at most two code units a character) ends
 * well inside it.
 */
function leadingRanges(text: string, words: QueryWord[], maxChars: number): Range[] {
  for (let limit = 1024; ; limit *= 4) {
    const ranges = matchRanges(text, words, limit);
    if (limit >= text.length) return ranges;
    if (ranges.length && ranges[0][0] + 2 * (maxChars + LEAD_CHARS) < limit) return ranges;
  }
}

/**
 * Where the snippet starts: a little before the match (LEAD_CHARS characters), at a sentence
 * start if one is near.
 */
function windowStart(text: string, firstMatch: number): number {
  let lead = firstMatch;
  for (let n = 0; n < LEAD_CHARS; n++) {
    if (lead === 0) return 0;
    lead = codePointStart(text, lead - 1);
  }
  if (lead === 0) return 0;
  for (let i = firstMatch - 1; i >= lead; i--) {
    if ('。！？!?'.includes(text[i])) return i + 1;
  }
  return lead;
}

/** The start of the code point whose last code unit is at `i`. */
function codePointStart(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c < 0xdc00 || c > 0xdfff || i === 0) return i;
  const h = text.charCodeAt(i - 1);
  return h >= 0xd800 && h <= 0xdbff ? i - 1 : i;
}

/** Where `count` code points after `from` end, with the combining marks of the last one. */
function advance(text: string, from: number, count: number): number {
  let at = from;
  for (let n = 0; n < count && at < text.length; n++) at = codePointEnd(text, at);
  return at < text.length && at > from ? characterEnd(text, codePointStart(text, at - 1)) : at;
}

/** `at`, or past the combining marks there: a snippet never opens with a mark cut from its base. */
function pastMarks(text: string, at: number): number {
  let i = at;
  while (i < text.length && isCombining(text.codePointAt(i) as number)) i = codePointEnd(text, i);
  return i;
}

function render(text: string, from: number, to: number, ranges: Range[]): string {
  let html = '';
  let at = from;
  for (const [s, e] of ranges) {
    const start = Math.max(s, from);
    const end = Math.min(e, to);
    if (end <= start) continue;
    html += `${escapeHtml(text.slice(at, start))}<mark>${escapeHtml(text.slice(start, end))}</mark>`;
    at = end;
  }
  return html + escapeHtml(text.slice(at, to));
}

/**
 * The snippet HTML from the first text that contains a match (the body, then the description);
 * without one (a title-only match) the body's opening. At most `maxChars` characters (code
 * points). Safe to insert as HTML: every character of the text is escaped, and the only markup
 * is <mark>.
 */
export function buildSnippet(
  texts: string[],
  words: QueryWord[],
  maxChars = SNIPPET_CHARS,
): string {
  const candidates = texts.map((t) => t.trim()).filter((t) => t.length > 0);
  if (!candidates.length) return '';
  for (const text of candidates) {
    const ranges = leadingRanges(text, words, maxChars);
    if (!ranges.length) continue;
    let from = pastMarks(text, windowStart(text, ranges[0][0]));
    while (from < ranges[0][0] && /\s/u.test(text[from])) from++;
    const to = advance(text, from, maxChars);
    return `${from > 0 ? '…' : ''}${render(text, from, to, ranges)}${to < text.length ? '…' : ''}`;
  }
  const text = candidates[0];
  const to = advance(text, 0, maxChars);
  return `${escapeHtml(text.slice(0, to))}${to < text.length ? '…' : ''}`;
}
