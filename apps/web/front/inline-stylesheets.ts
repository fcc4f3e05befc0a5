// A page's stylesheet goes inside its HTML, so the first paint waits for no request (decision 13).
// Next could do it (`experimental.inlineCss`), but it then also wrote the whole stylesheet into
// the page's inline RSC payload, and escaping and decoding those 40 KB cost every render ~3–8 ms
// of a 20–30 ms render worker's CPU (docs/benchmarks.md). So Next links the stylesheet, and the
// front puts the build's file in the link's place when it renders the page for the cache
// (docs/decisions/0026-stylesheet-inlined-by-the-front.md). The payload only names the file.
//
// React, when it hydrates at the reader's first intent, looks for its stylesheet as a
// `<link rel="stylesheet" href=…>`: the intent loader adds that link next to the <style> before
// the framework's scripts (the browser fetches the file beside them, once, immutable; its rules
// are the <style>'s own, so nothing on the page moves).

import fs from 'node:fs';
import path from 'node:path';

const HEAD_END = Buffer.from('</head>');
const LINK_OPEN = Buffer.from('<link rel="stylesheet"');
const LINK_TAG =
  /^<link rel="stylesheet" href="(\/_next\/static\/[^"<>]+\.css)" data-precedence="([^"<>]*)"\/>$/;
/** Text that would end a <style> element early (the HTML parser matches it in any case). */
const STYLE_END = /<\/style/i;

/** Whether a stylesheet's text can go inside a <style>: checked once per file, not per render. */
const fitsInStyle = new WeakMap<Buffer, boolean>();
function fitsInStyleElement(css: Buffer): boolean {
  let fits = fitsInStyle.get(css);
  if (fits === undefined) {
    fits = !STYLE_END.test(css.toString('latin1'));
    fitsInStyle.set(css, fits);
  }
  return fits;
}

/** The build's stylesheets by URL path, as the front answers them (`/_next/static/…`). */
export type BuildStylesheets = ReadonlyMap<string, Buffer>;

/**
 * Every stylesheet the build lists (`/_next/static/….css`), read once: a build does not change
 * under a running process, and its stylesheets are few and small (~60 KB in all here).
 */
export function readBuildStylesheets(nextDir: string, listed: Iterable<string>): BuildStylesheets {
  const sheets = new Map<string, Buffer>();
  for (const pathname of listed) {
    if (!pathname.startsWith('/_next/static/') || !pathname.endsWith('.css')) continue;
    sheets.set(pathname, fs.readFileSync(path.join(nextDir, pathname.slice('/_next'.length))));
  }
  return sheets;
}

/**
 * The page with each of Next's stylesheet links in its head replaced by a <style> holding the
 * build's file (the element Next's inlineCss wrote: `data-precedence`, `data-href`), and the
 * URLs so replaced, in order. A link whose file the build does not have, or whose text could end
 * the element early, stays a link. Works on the bytes: a render pays a copy of the page.
 */
export function inlineStylesheets(
  html: Buffer,
  sheets: BuildStylesheets,
): { html: Buffer; inlined: string[] } {
  const headEnd = html.indexOf(HEAD_END);
  const pieces: Buffer[] = [];
  const inlined: string[] = [];
  let from = 0;
  for (let at = html.indexOf(LINK_OPEN); at >= 0 && at < headEnd; ) {
    const end = html.indexOf('>', at) + 1;
    if (end <= 0) break;
    // Tags and URLs are ASCII: latin1 reads them without decoding the page.
    const tag = LINK_TAG.exec(html.toString('latin1', at, end));
    const css = tag && sheets.get(tag[1]);
    if (tag && css && fitsInStyleElement(css)) {
      pieces.push(
        html.subarray(from, at),
        Buffer.from(`<style data-precedence="${tag[2]}" data-href="${tag[1]}">`),
        css,
        Buffer.from('</style>'),
      );
      inlined.push(tag[1]);
      from = end;
    }
    at = html.indexOf(LINK_OPEN, end);
  }
  if (!inlined.length) return { html, inlined };
  pieces.push(html.subarray(from));
  return { html: Buffer.concat(pieces), inlined };
}

/**
 * The intent loader's part (plain ES5, run before the framework's scripts are added) that gives
 * React the stylesheet links it looks for: after each inlined <style>, a link to the same file
 * with the same precedence, unless the page has one already.
 */
export function linkStylesheetsScript(inlined: string[]): string {
  if (!inlined.length) return '';
  return `var H=${JSON.stringify(inlined).replace(/</g, '\\u003c')},T=d.getElementsByTagName('style'),K=d.getElementsByTagName('link');
for(var k=0;k<H.length;k++){var s=null,l,i;for(i=0;i<T.length;i++)if(T[i].getAttribute('data-href')===H[k])s=T[i];for(i=0;i<K.length;i++)if(K[i].getAttribute('href')===H[k]&&K[i].rel==='stylesheet')s=null;
if(s){l=d.createElement('link');l.rel='stylesheet';l.setAttribute('href',H[k]);l.setAttribute('data-precedence',s.getAttribute('data-precedence')||'');s.parentNode.insertBefore(l,s.nextSibling)}}`;
}
