import { loadDefaultJapaneseParser } from 'budoux';
import type { ReactNode } from 'react';

/** Loaded once per process: the model is a plain table, parsing is a few microseconds a title. */
const parser = loadDefaultJapaneseParser();
const JAPANESE = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u;

/**
 * A short Japanese text (a title, a heading) with BudouX's phrase boundaries as <wbr>, for the
 * browsers without `word-break: auto-phrase`: globals.css keeps words whole there and breaks only
 * at these (docs/product.md, "Japanese line breaks"). Server-side only, so no script ships for it.
 */
export function Phrases({ text }: { text: string }) {
  if (!JAPANESE.test(text)) return text;
  const parts: ReactNode[] = [];
  let offset = 0;
  for (const phrase of parser.parse(text)) {
    if (offset > 0) parts.push(<wbr key={offset} />);
    parts.push(phrase);
    offset += phrase.length;
  }
  return parts;
}
