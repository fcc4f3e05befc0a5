import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { flightStylesheets } from './flight-stylesheet';
import { deferFramework } from './framework-on-intent';

// A stylesheet with what escaping changes: quotes, a backslash, `<` and `&`, and Japanese.
const CSS =
  '@layer base{body{font-family:"Noto Sans JP","ヒラギノ角ゴ ProN",sans-serif}}.q::before{content:"\\201c<&>"}';
const HREF = '/_next/static/chunks/site.css';

/** Next's escaping of a string inside an inline script. */
const asNextWrites = (text: string) =>
  JSON.stringify(text).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** The payload of a page: rows before the stylesheet (with Japanese), its text row, rows after. */
function rows(css: string, length = Buffer.byteLength(css)) {
  return `1:"$Sreact.fragment"\n2:["$","h1",null,{"children":"記事の見出し"}]\n7:T${length.toString(16)},${css}\n8:["$","p",null,{"children":"本文"}]\n`;
}

/** A page as Next 16 writes it with inlineCss: the <style> in the head, the payload in the body. */
function page(css = CSS, payload = rows(css)) {
  return [
    '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>',
    `<style data-precedence="next" data-href="${HREF}">${css}</style>`,
    '<script src="/_next/static/chunks/main-app.js" async=""></script>',
    '</head><body><main><h1>記事の見出し</h1></main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    `<script>self.__next_f.push([1,${asNextWrites(payload)}])</script>`,
    '</body></html>',
  ].join('');
}

/** `self.__next_f` as the page's inline payload scripts leave it. */
function payloadOf(html: string, self: { __next_f?: unknown[] } = {}) {
  for (const m of html.matchAll(/<script>((?:\(self|self)\.__next_f[^<]*)<\/script>/g))
    new Function('self', m[1])(self);
  return self.__next_f;
}

/** The page in happy-dom, its payload scripts run, then the reader's first move. */
function wokenPayload(html: string) {
  const window = new Window({
    url: 'https://tsuzuri.example/article',
    settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
  });
  const document = window.document;
  document.write(html);
  payloadOf(html, window as unknown as { __next_f?: unknown[] });
  const loader = /<script id="framework-on-intent">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  new Function('window', 'document', loader)(window, document);
  document.body.dispatchEvent(new window.Event('pointermove', { bubbles: true }));
  return (window as unknown as { __next_f?: unknown[] }).__next_f;
}

describe("the payload's copy of the stylesheet", () => {
  it('is cut from the page, and the reader’s first move puts the payload back exactly', () => {
    const original = page();
    const out = deferFramework(Buffer.from(original)).toString();
    expect(original).toContain(asNextWrites(CSS).slice(1, -1));
    expect(out).not.toContain(asNextWrites(CSS).slice(1, -1));
    expect(out).toContain(`<style data-precedence="next" data-href="${HREF}">${CSS}</style>`);
    expect(payloadOf(out)).not.toEqual(payloadOf(original));
    expect(wokenPayload(out)).toEqual(payloadOf(original));
  });

  it('says where: the push and the offset in characters, not bytes', () => {
    const { cuts } = flightStylesheets(Buffer.from(page()));
    const text = rows(CSS);
    expect(cuts).toEqual([{ push: 1, at: text.indexOf(CSS), href: HREF }]);
  });

  it('is left when it is not exactly the stylesheet’s text row', () => {
    for (const kept of [
      page(CSS, rows(CSS, CSS.length)), // a length in characters: not a row of these bytes
      page(CSS, rows(`${CSS} `)), // another text
      page(`${CSS}\r\n`), // the browser would give back LF for CR LF
    ]) {
      expect(flightStylesheets(Buffer.from(kept))).toEqual({ ranges: [], cuts: [] });
      const out = deferFramework(Buffer.from(kept)).toString();
      expect(payloadOf(out)).toEqual(payloadOf(kept));
      expect(wokenPayload(out)).toEqual(payloadOf(kept));
    }
  });

  it('an article that holds hostile text, or the stylesheet itself, still gets its payload back exactly', () => {
    const hostile = [
      '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      '</script><script>alert(1)</script><!--',
      '\u0000\u0007\u001b\u2028\u2029\r\n',
      `9:T${Buffer.byteLength(CSS).toString(16)},${CSS}`, // a fake copy, with its header
      'あ'.repeat(200_000),
    ].join('\n');
    const payload = `${rows(CSS)}a:["$","p",null,{"children":${JSON.stringify(hostile)}}]\n`;
    const original = page(CSS, payload);
    const out = deferFramework(Buffer.from(original)).toString();
    expect(out).not.toContain('<script>alert(1)');
    expect(wokenPayload(out)).toEqual(payloadOf(original));
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
