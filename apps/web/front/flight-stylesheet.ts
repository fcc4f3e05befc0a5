// A page's stylesheet is in its HTML twice: once as the <style> element in the head (Next's
// inlineCss) and once more as a text row of the inline RSC payload (`self.__next_f.push`),
// which React needs when it hydrates. The second copy is 40 KB, a quarter of a page's gzipped
// bytes, and nobody reads it until the framework loads at the reader's first intent
// (framework-on-intent.ts). So the front cuts it out of the payload, and the intent loader puts
// the <style> element's own text back in the same place before it adds the framework's scripts
// (docs/decisions/0020-stylesheet-once.md).
//
// The cut is exact or not made: what is cut is the <style> element's text as Next escapes it into
// a script, right after a text row's header giving its length in bytes, and what the loader puts
// back is the element's textContent — the same characters (text that CR or NUL would change is
// never cut). A page that does not fit is left whole.

/**
 * Where a stylesheet was cut: the payload push (its index in `self.__next_f`), the character
 * offset in that push's text as Next wrote it, and the `data-href` of the <style> element
 * holding the same text. Put back in this order (by push, then offset), each lands where it was.
 */
export type StylesheetCut = { push: number; at: number; href: string };

const HEAD_END = Buffer.from('</head>');
const STYLE_OPEN = Buffer.from('<style data-precedence="');
const STYLE_TAG = /^<style data-precedence="[^"]*" data-href="(\/_next\/static\/[^"]+\.css)">$/;
const STYLE_CLOSE = Buffer.from('</style>');
const SCRIPT_OPEN = Buffer.from('<script>');
const SCRIPT_END = Buffer.from(')</script>');
/** Next's payload scripts: the bootstrap (push 0), then one push per script, in order. */
const PUSHES = [
  Buffer.from('(self.__next_f=self.__next_f||[]).push('),
  Buffer.from('self.__next_f.push('),
];

/** How Next writes a string into an inline script: JSON, with HTML-significant characters escaped. */
const escapeLikeNext = (text: string) =>
  JSON.stringify(text)
    .slice(1, -1)
    .replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

type Sheet = { href: string; bytes: number; escaped: Buffer };

/**
 * A build's stylesheets are the same on every page: each one's escaped form is made once (by its
 * URL, which names its content; the text is compared too, so a stale entry is never used).
 */
const escapedSheets = new Map<string, { css: Buffer; escaped: Buffer }>();
const MAX_KEPT_SHEETS = 32;

function escapedText(href: string, css: Buffer): Buffer {
  const kept = escapedSheets.get(href);
  if (kept?.css.equals(css)) return kept.escaped;
  const escaped = Buffer.from(escapeLikeNext(css.toString('utf8')));
  if (escapedSheets.size >= MAX_KEPT_SHEETS) escapedSheets.clear();
  escapedSheets.set(href, { css: Buffer.from(css), escaped });
  return escaped;
}

/** The stylesheets in the head whose text a browser gives back, as their `textContent`, as is. */
function headStylesheets(html: Buffer): Sheet[] {
  const headEnd = html.indexOf(HEAD_END);
  const sheets: Sheet[] = [];
  for (let at = html.indexOf(STYLE_OPEN); at >= 0 && at < headEnd; ) {
    const tagEnd = html.indexOf('>', at) + 1;
    const end = html.indexOf(STYLE_CLOSE, tagEnd);
    if (tagEnd <= 0 || end < 0) break;
    // Tags and URLs are ASCII: latin1 reads them without decoding the page.
    const tag = STYLE_TAG.exec(html.toString('latin1', at, tagEnd));
    const css = html.subarray(tagEnd, end);
    // The HTML parser turns CR into LF and NUL into U+FFFD: such text would not come back as is.
    if (tag && css.length && !css.includes(13) && !css.includes(0))
      sheets.push({ href: tag[1], bytes: css.length, escaped: escapedText(tag[1], css) });
    at = html.indexOf(STYLE_OPEN, end);
  }
  return sheets;
}

/** The byte ranges of the payload scripts' arguments (`[1,"…"]`), in push order. */
function pushArguments(html: Buffer): [start: number, end: number][] {
  const found: [number, number][] = [];
  for (let at = html.indexOf(SCRIPT_OPEN); at >= 0; at = html.indexOf(SCRIPT_OPEN, at + 1)) {
    const code = at + SCRIPT_OPEN.length;
    const push = PUSHES.find((p) => html.subarray(code, code + p.length).equals(p));
    if (!push) continue;
    const end = html.indexOf(SCRIPT_END, code);
    if (end < 0) break;
    found.push([code + push.length, end]);
  }
  return found;
}

/**
 * The payload's copies of the page's head stylesheets: the byte ranges to cut from the page and
 * where each was (for the loader). A copy is a text row of the stylesheet's length in bytes
 * (`<id>:T<hex>,` then the text) inside one push script.
 */
export function flightStylesheets(html: Buffer): {
  ranges: [start: number, end: number][];
  cuts: StylesheetCut[];
} {
  const ranges: [number, number][] = [];
  const cuts: StylesheetCut[] = [];
  const sheets = headStylesheets(html);
  if (!sheets.length) return { ranges, cuts };
  pushArguments(html).forEach(([start, end], push) => {
    for (const sheet of sheets) {
      const at = html.indexOf(sheet.escaped, start);
      if (at < 0 || at + sheet.escaped.length > end) continue;
      const header = /:T([0-9a-f]+),$/.exec(html.toString('latin1', Math.max(start, at - 24), at));
      if (!header || Number.parseInt(header[1], 16) !== sheet.bytes) continue;
      // The text before it, decoded as the browser will (`[1,"…` closed): the header ended a
      // token, so the copy starts on a character of its own and is the stylesheet exactly.
      let before: string;
      try {
        before = (JSON.parse(`${html.toString('utf8', start, at)}"]`) as [number, string])[1];
      } catch {
        continue;
      }
      ranges.push([at, at + sheet.escaped.length]);
      cuts.push({ push, at: before.length, href: sheet.href });
    }
  });
  cuts.sort((a, b) => a.push - b.push || a.at - b.at);
  return { ranges, cuts };
}

/**
 * The loader's part that puts the stylesheets back (plain ES5; run before the framework's
 * scripts are added): each cut, in order, gets the text of its <style> element back.
 */
export function restoreStylesheetsScript(cuts: StylesheetCut[]): string {
  if (!cuts.length) return '';
  return `var C=${JSON.stringify(cuts).replace(/</g, '\\u003c')},Q=w.__next_f||[],T=d.getElementsByTagName('style');
for(var k=0;k<C.length;k++){var c=C[k],p=Q[c.push],s=null;for(var i=0;i<T.length;i++)if(T[i].getAttribute('data-href')===c.href)s=T[i];
if(s&&p&&typeof p[1]==='string')p[1]=p[1].slice(0,c.at)+s.textContent+p[1].slice(c.at)}`;
}
