import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import { deferFramework } from './framework-on-intent';
import {
  inlineStylesheets,
  linkStylesheetsScript,
  readBuildStylesheets,
} from './inline-stylesheets';

// A stylesheet with Japanese and what a script string would escape: it goes in as it is.
const CSS =
  '@layer base{body{font-family:"Noto Sans JP","ヒラギノ角ゴ ProN"}}.q::before{content:"<&>"}';
const HREF = '/_next/static/chunks/site.css';
const sheets = new Map([[HREF, Buffer.from(CSS)]]);

/** A page as Next 16 writes it without inlineCss: the stylesheet linked in the head. */
function page(head = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/>`) {
  return [
    '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>',
    '<link rel="preload" href="/images/logo.svg" as="image"/>',
    head,
    '<script src="/_next/static/chunks/main-app.js" async=""></script>',
    '</head><body><main><h1>記事の見出し</h1></main>',
    '<script>self.__next_f.push([1,":HL[\\"/_next/static/chunks/site.css\\",\\"style\\"]"])</script>',
    '</body></html>',
  ].join('');
}

const inline = (html: string, given = sheets) => {
  const result = inlineStylesheets(Buffer.from(html), given);
  return { html: result.html.toString(), inlined: result.inlined };
};

describe("the build's stylesheet in the page", () => {
  it("takes the link's place in the head as the element React knows, the rest as it was", () => {
    const { html, inlined } = inline(page());
    const style = `<style data-precedence="next" data-href="${HREF}">${CSS}</style>`;
    expect(html).toBe(page(style));
    expect(inlined).toEqual([HREF]);
    // The payload still names the file (React's hint): only the head changed.
    expect(html).toContain(':HL[\\"/_next/static/chunks/site.css\\"');
  });

  it('inlines each of several stylesheets in its own place and order', () => {
    const other = '/_next/static/chunks/route.css';
    const two = new Map([...sheets, [other, Buffer.from('.route{color:red}')]]);
    const head = `<link rel="stylesheet" href="${HREF}" data-precedence="next"/><link rel="stylesheet" href="${other}" data-precedence="next"/>`;
    const { html, inlined } = inline(page(head), two);
    expect(inlined).toEqual([HREF, other]);
    expect(html.indexOf(`data-href="${HREF}"`)).toBeLessThan(html.indexOf(`data-href="${other}"`));
    expect(html).not.toContain('rel="stylesheet"');
  });

  it('leaves a link the build does not have, one that could end the element, and the body alone', () => {
    const unknown = page(
      '<link rel="stylesheet" href="/_next/static/chunks/gone.css" data-precedence="next"/>',
    );
    expect(inline(unknown)).toEqual({ html: unknown, inlined: [] });
    const breaking = new Map([[HREF, Buffer.from('a{}</STYLE><script>alert(1)</script>')]]);
    expect(inline(page(), breaking)).toEqual({ html: page(), inlined: [] });
    const inBody = page('').replace(
      '<main>',
      `<link rel="stylesheet" href="${HREF}" data-precedence="next"/><main>`,
    );
    expect(inline(inBody)).toEqual({ html: inBody, inlined: [] });
    const offSite = page(
      '<link rel="stylesheet" href="https://cdn.example/x.css" data-precedence="next"/>',
    );
    expect(inline(offSite)).toEqual({ html: offSite, inlined: [] });
  });
});

describe('the stylesheet link on the first intent', () => {
  /** The stored page in happy-dom, its loader run, and the reader's first move. */
  function woken(html: string) {
    const window = new Window({
      url: 'https://tsuzuri.example/article',
      settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
    });
    const document = window.document;
    document.write(html);
    const loader = /<script id="framework-on-intent">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    new Function('window', 'document', loader)(window, document);
    const links = () =>
      [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => ({
        href: l.getAttribute('href'),
        precedence: l.getAttribute('data-precedence'),
        after: l.previousElementSibling?.getAttribute('data-href'),
      }));
    const before = links();
    document.body.dispatchEvent(new window.Event('pointermove', { bubbles: true }));
    return { before, after: links(), document };
  }

  it('is added after its <style>, with its precedence, before the framework loads', () => {
    const page1 = inlineStylesheets(Buffer.from(page()), sheets);
    const { before, after, document } = woken(deferFramework(page1.html, page1.inlined).toString());
    expect(before).toEqual([]);
    expect(after).toEqual([{ href: HREF, precedence: 'next', after: HREF }]);
    // The loader sits in a <script>: nothing in it may close that element.
    expect(linkStylesheetsScript(['/_next/static/chunks/</script>.css'])).not.toContain('</');
    const head = [...document.head.children].map(
      (e) => e.getAttribute('href') ?? e.getAttribute('src'),
    );
    expect(head.indexOf(HREF)).toBeLessThan(head.indexOf('/_next/static/chunks/main-app.js'));
  });

  it('is not added twice when the page links the file already', () => {
    const page1 = inlineStylesheets(Buffer.from(page()), sheets);
    const linked = page1.html
      .toString()
      .replace('</main>', `</main><link rel="stylesheet" href="${HREF}" data-precedence="next"/>`);
    const { after } = woken(deferFramework(Buffer.from(linked), page1.inlined).toString());
    expect(after).toHaveLength(1);
  });
});

describe("the build's stylesheets", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-sheets-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('are read once from the listed .css files of the build, nothing else', () => {
    fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'a.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'b.js'), 'b()');
    fs.writeFileSync(path.join(dir, 'static', 'chunks', 'unlisted.css'), 'u{}');
    const read = readBuildStylesheets(dir, [
      '/_next/static/chunks/a.css',
      '/_next/static/chunks/b.js',
      '/favicon.css',
    ]);
    expect([...read.keys()]).toEqual(['/_next/static/chunks/a.css']);
    expect(read.get('/_next/static/chunks/a.css')?.toString()).toBe('a{}');
  });
});
