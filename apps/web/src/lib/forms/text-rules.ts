/**
 * Characters the forms refuse, shared by the browser and the server (the schemas run in both).
 * A name, subject or address is one line a person typed: it never holds control characters
 * (C0, DEL, C1 — a terminal reads ESC sequences from them), bidi embeddings, overrides or
 * isolates (they reorder what an editor reads: "Eve\u202Egnp.exe"), line separators, or half of
 * a surrogate pair (not text at all; PostgreSQL would store it altered). A longer text may hold
 * line breaks, tabs and bidi controls (Arabic and Hebrew use them), never NUL (PostgreSQL
 * refuses it) or lone surrogates. The operators' tools escape what remains (docs/security.md).
 * Directional marks (LRM, RLM, the Arabic letter mark) are allowed in names — right-to-left
 * names use them — while the terminal printer (@tsuzuri/text/terminal) shows them escaped.
 */
const NOT_IN_A_LINE = /[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/u;
const LONE_SURROGATE = /\p{Cs}/u;

export function isCleanLine(value: string): boolean {
  return !NOT_IN_A_LINE.test(value);
}

export function isCleanText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}
