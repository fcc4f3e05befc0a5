/**
 * Breaks a card's title into lines the way a Japanese reader expects: between phrases, never
 * inside a word (「美しく」 stays whole, a particle stays with its word, small kana and closing
 * brackets never start a line, an opening bracket never ends one), and clamps it to `maxLines`
 * with an ellipsis. Widths are estimated (a full-width character is 1 em, others 0.6 em, Noto
 * Sans JP Bold's Latin average), which is enough to lay a title out before it is drawn. Pure.
 */

const segmenter = new Intl.Segmenter('ja', { granularity: 'word' });

const FULL_WIDTH =
  /[\u1100-\u115f\u2e80-\u9fff\ua960-\ua97f\uac00-\ud7ff\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{20000}-\u{3fffd}]/u;
/** Characters that may not start a line (kinsoku): small kana, ー, closing brackets, punctuation. */
const NO_LINE_START =
  /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー、。，．・：；？！!?,.:;)\]}）］｝〕〉》」』】〙〗〟’”ゝゞヽヾ々〻…‥%％]/u;
/** Characters that may not end a line: opening brackets. */
const NO_LINE_END = /[([{（［｛〔〈《「『【〘〖〝‘“]$/u;
const HIRAGANA_ONLY = /^[\u3041-\u309f]+$/u;

export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) w += FULL_WIDTH.test(ch) ? 1 : ch === ' ' ? 0.3 : 0.6;
  return w;
}

const KANJI = /\p{Script=Han}/u;
const ENDS_KANJI_OR_DIGIT = /[\p{Script=Han}0-9０-９]$/u;

/** Whether `segment` must stay on the line of the phrase before it. */
function joinsPrevious(prev: string, segment: string, isWordLike: boolean): boolean {
  if (/\s$/.test(prev) || /^\s/.test(segment)) return false;
  if (NO_LINE_START.test(segment) || NO_LINE_END.test(prev)) return true;
  if (NO_LINE_END.test(segment[0])) return false;
  // Punctuation inside a word ("Blu-ray", "H.265", "A/B") and the word after it.
  if (!isWordLike) return true;
  if (/[-/.]$/.test(prev) && !FULL_WIDTH.test(segment[0])) return true;
  // Particles and okurigana belong to the word before them (「美し」+「く」, 「DVD」+「を」).
  if (HIRAGANA_ONLY.test(segment)) return true;
  // A one-kanji suffix (「注意」+「点」) and counters after a number (「5」+「選」, 「2025」+「年版」).
  if (KANJI.test(segment[0]) && ENDS_KANJI_OR_DIGIT.test(prev))
    return [...segment].length === 1 || /[0-9０-９]$/.test(prev);
  return false;
}

/** The title's unbreakable phrases, in order; joining them gives the title back. */
export function titlePhrases(title: string): string[] {
  const phrases: string[] = [];
  for (const { segment, isWordLike } of segmenter.segment(title)) {
    const last = phrases.length - 1;
    if (last >= 0 && joinsPrevious(phrases[last], segment, Boolean(isWordLike)))
      phrases[last] += segment;
    else phrases.push(segment);
  }
  return phrases;
}

/** Splits a phrase wider than a line into pieces that fit (a long English word, a URL). */
function splitLong(phrase: string, maxEm: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const ch of phrase) {
    if (piece && textWidthEm(piece + ch) > maxEm) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece) out.push(piece);
  return out;
}

/**
 * The title's lines at `maxEm` per line, at most `maxLines`; a title that does not fit ends its
 * last line with "…", cut between phrases (inside one only when a single phrase fills the line).
 */
export function titleLines(title: string, maxEm: number, maxLines: number): string[] {
  const lines: string[][] = [];
  let line: string[] = [];
  const pieces = titlePhrases(title.trim().replace(/\s+/g, ' ')).flatMap((p) =>
    textWidthEm(p) > maxEm ? splitLong(p, maxEm) : [p],
  );
  for (const piece of pieces) {
    if (line.length && textWidthEm(line.join('') + piece.trimEnd()) > maxEm) {
      lines.push(line);
      line = piece.trim() ? [piece.trimStart()] : [];
    } else line.push(piece);
  }
  if (line.length) lines.push(line);
  const text = (l: string[]) => l.join('').trim();
  if (lines.length <= maxLines) return lines.map(text).filter(Boolean);
  const last = lines[maxLines - 1];
  const fits = () => textWidthEm(`${text(last)}…`) <= maxEm;
  while (last.length > 1 && !fits()) last.pop();
  while (!fits()) last[0] = [...last[0]].slice(0, -1).join('');
  const clamped = lines.slice(0, maxLines).map(text);
  clamped[maxLines - 1] = `${clamped[maxLines - 1].replace(/[\s、。,.・:：-]+$/u, '')}…`;
  return clamped;
}
