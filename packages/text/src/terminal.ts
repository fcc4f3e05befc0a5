/**
 * Text from visitors (comment names and bodies, contact messages, page paths, push device
 * names) is shown to operators by the command-line tools. Raw, it could drive their terminal:
 * ESC sequences set the window title, erase lines or move the cursor, a carriage return
 * overwrites what a line showed, C1 codes do the same on some terminals, and bidi overrides
 * reorder what is read. Every CLI prints through terminalOutput(), which writes each such
 * character as a visible `\uXXXX` escape: the operator sees that something odd was there, and
 * JSON output stays valid JSON with the same values.
 */

// C0 but tab and line feed, DEL, C1, Arabic letter mark, LRM/RLM, line/paragraph separators,
// bidi embeddings/overrides and isolates, and (u flag) surrogates that are not part of a pair.
// (\p{Cc} is C0, DEL and C1; [^\P{Cc}\t\n] the same without tab and line feed; \p{Cs} a lone surrogate.)
const BIDI_AND_SEPARATORS = '\\u061c\\u200e\\u200f\\u2028\\u2029\\u202a-\\u202e\\u2066-\\u2069';
const UNSAFE = new RegExp(`[^\\P{Cc}\\t\\n]|[${BIDI_AND_SEPARATORS}]|\\p{Cs}`, 'gu');
const UNSAFE_OR_LAYOUT = new RegExp(`\\p{Cc}|[${BIDI_AND_SEPARATORS}]|\\p{Cs}`, 'gu');

const LAYOUT_CONTROL = new RegExp(`\\p{Cc}|[${BIDI_AND_SEPARATORS}]|\\p{Cs}`, 'u');

/**
 * Whether a one-line name (a category's, an author's) shows as written: no control character,
 * no bidi override or isolate (U+202E turns the rest of a menu line around), no line separator.
 */
export const showsAsWritten = (text: string): boolean => !LAYOUT_CONTROL.test(text);

const visibleEscape = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** The text with terminal controls escaped; tabs and line breaks (the layout) kept. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, visibleEscape);
}

/** A visitor's field inside a one-line format: line breaks and tabs escaped too. */
export function oneLine(text: string): string {
  return text.replace(UNSAFE_OR_LAYOUT, visibleEscape);
}

type Writable = { write(text: string): unknown };

/** How every CLI prints: lines and JSON, made terminal-safe on the way out. */
export function terminalOutput(
  stdout: Writable = process.stdout,
  stderr: Writable = process.stderr,
) {
  return {
    out: (line: string) => void stdout.write(`${terminalSafe(line)}\n`),
    err: (line: string) => void stderr.write(`${terminalSafe(line)}\n`),
    json: (value: unknown) =>
      void stdout.write(`${terminalSafe(JSON.stringify(value, null, 2))}\n`),
  };
}
