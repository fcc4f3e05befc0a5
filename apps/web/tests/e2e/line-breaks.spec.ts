import { expect, type Page, test } from '@playwright/test';
import { loadDefaultJapaneseParser } from 'budoux';

// Japanese line breaks as a reader expects them (docs/product.md, "Japanese line breaks"):
// headings and short texts break only between phrases, and no line starts with a small kana, a
// long-vowel mark or closing punctuation. Measured on the rendered page: every character's box,
// a new line wherever a character sits lower than the one before it.

const phrases = loadDefaultJapaneseParser();
/** Characters a Japanese line must not start with (JIS X 4051 "strict" line-start rules). */
const NO_LINE_START =
  /^[ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿー、。，．・：；？！」』）】〕〉》’”ゝゞヽヾ々〻]/u;

type Line = { text: string; start: number };
type Measured = { text: string; width: number; lines: Line[]; charWidths: number[] };

/** The element's text split into its rendered lines. */
async function renderedLines(page: Page, selector: string): Promise<Measured[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const chars: { ch: string; top: number; width: number }[] = [];
      const range = document.createRange();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (rect) chars.push({ ch: text[i], top: rect.top, width: rect.width });
        }
      }
      const lines: { text: string; start: number }[] = [];
      let lastTop = Number.NEGATIVE_INFINITY;
      chars.forEach((c, i) => {
        if (c.top > lastTop + 2) lines.push({ text: '', start: i });
        lastTop = Math.max(lastTop, c.top);
        lines[lines.length - 1].text += c.ch;
      });
      return {
        text: chars.map((c) => c.ch).join(''),
        width: element.getBoundingClientRect().width,
        lines,
        charWidths: chars.map((c) => c.width),
      };
    }),
  );
}

/**
 * A break after Latin text, a space or punctuation (「方法｜」「変換・」), or before Latin text or
 * an opening bracket (「選ぶ／DVD」): the two segmenters (Chromium's and BudouX's) differ there, a reader sees no fault.
 */
function besidePunctuation(text: string, at: number): boolean {
  return (
    /[\s\x21-\x7e\p{P}\p{S}]/u.test(text[at - 1] ?? '') ||
    /[\x21-\x7e「『（【〔［〈《｜]/u.test(text[at])
  );
}

/** What is wrong with where the lines of one text break; empty when nothing is. */
function badBreaks(m: Measured): string[] {
  const problems: string[] = [];
  const boundaries = new Set<number>();
  const spans: [number, number][] = [];
  let at = 0;
  for (const phrase of phrases.parse(m.text)) {
    spans.push([at, at + phrase.length]);
    at += phrase.length;
    boundaries.add(at);
  }
  for (const line of m.lines.slice(1)) {
    const shown = `${m.text.slice(0, line.start)}／${m.text.slice(line.start)}`;
    if (NO_LINE_START.test(line.text))
      problems.push(`line starts with 「${line.text[0]}」: ${shown}`);
    if (boundaries.has(line.start) || besidePunctuation(m.text, line.start)) continue;
    // A phrase wider than the line has to break somewhere inside.
    const [from, to] = spans.find(([a, b]) => a < line.start && line.start < b) ?? [0, 0];
    const phraseWidth = m.charWidths.slice(from, to).reduce((a, b) => a + b, 0);
    if (phraseWidth <= m.width) problems.push(`breaks inside a phrase: ${shown}`);
  }
  return problems;
}

const PAGES = [
  { path: '/', selectors: ['h1', 'h1 + p', 'main h2', 'main h3'] },
  { path: '/no-such-page-for-line-breaks', selectors: ['main h1', 'main p'] },
  {
    path: '/convert-video-for-smartphone',
    selectors: ['h1', 'article h2', 'aside h2', 'aside a.card-title'],
  },
  { path: '/blu-ray-authoring-chapters-menus', selectors: ['h1', 'article h2'] },
  { path: '/dvd', selectors: ['h1', 'main h2', 'main h3'] },
  { path: '/products/video-studio', selectors: ['h1', 'main h2', 'main h3'] },
  { path: '/download-thanks?pid=10421', selectors: ['h1', 'main h2'] },
  { path: '/tokushoho', selectors: ['h1', 'article h2', 'article th'] },
];

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, selectors } of PAGES) {
      test(`headings on ${path} break between phrases, never before a small kana`, async ({
        page,
      }) => {
        await page.goto(path);
        const problems: string[] = [];
        for (const selector of selectors) {
          for (const measured of await renderedLines(page, selector)) {
            problems.push(...badBreaks(measured).map((p) => `${selector}: ${p}`));
          }
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

// Browsers without `word-break: auto-phrase` (Firefox, Safari today) keep words whole and break at
// the <wbr> BudouX put in the titles; Chromium is made to behave like them here.
test.describe('without auto-phrase, at 390 px', () => {
  test.use({ viewport: { width: 390, height: 900 } });

  for (const { path, selectors } of [
    { path: '/', selectors: ['h1', 'h1 + p', 'main h3'] },
    { path: '/no-such-page-for-line-breaks', selectors: ['main h1', 'main p'] },
    { path: '/blu-ray-authoring-chapters-menus', selectors: ['h1', 'aside a.card-title'] },
  ]) {
    test(`titles on ${path} break at BudouX's phrase boundaries`, async ({ page }) => {
      await page.goto(path);
      await page.addStyleTag({
        content:
          ':lang(ja) :is(h1, h2, h3, h4, .phrases, .card-title) { word-break: keep-all !important; overflow-wrap: anywhere !important; }',
      });
      const problems: string[] = [];
      for (const selector of selectors) {
        for (const measured of await renderedLines(page, selector)) {
          problems.push(...badBreaks(measured).map((p) => `${selector}: ${p}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
