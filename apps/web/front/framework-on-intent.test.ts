import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_EVENT } from '@/lib/framework-on-intent-event';
import { deferFramework, HOLD_LIMIT_MS, intentLoader } from './framework-on-intent';

// The head and body of a page as Next 16 writes them (a real page's tags, shortened).
const PAGE = [
  '<!DOCTYPE html><html lang="ja"><head><meta charSet="utf-8"/>',
  '<link rel="preload" href="/images/logo.svg" as="image"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main-app.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-runtime.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
  '</head><body><main><h1>記事</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||[]).push({"otherChunks":[]})</script>',
  '<script src="/_next/static/chunks/main-app.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('deferFramework', () => {
  const out = deferFramework(Buffer.from(PAGE)).toString();

  it("takes Next's framework scripts and their preloads out of the page", () => {
    expect(out).not.toMatch(
      /<script src="\/_next\/static\/chunks\/(react-dom|turbopack-runtime|main-app)/,
    );
    expect(out).not.toContain('rel="preload" as="script"');
  });

  it('loads the same scripts from one inline loader at the end of the body, in their order', () => {
    const loader = out.match(/<script id="framework-on-intent">([\s\S]*?)<\/script><\/body>/)?.[1];
    expect(loader).toContain(
      '["/_next/static/chunks/react-dom.js","/_next/static/chunks/turbopack-runtime.js","/_next/static/chunks/main-app.js"]',
    );
  });

  it('keeps everything else: noModule polyfills, data, inline scripts, image preloads, text', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      '<script type="application/ld+json">',
      '<script id="_R_">',
      '(self.__next_f=self.__next_f||[]).push([0])',
      '<link rel="preload" href="/images/logo.svg" as="image"/>',
      '<h1>記事</h1>',
    ])
      expect(out).toContain(kept);
  });

  it('leaves a page without framework scripts or without a body as it was', () => {
    const plain = Buffer.from('<html><body><p>x</p></body></html>');
    expect(deferFramework(plain)).toBe(plain);
    const fragment = Buffer.from('<script src="/_next/static/chunks/a.js" async=""></script>');
    expect(deferFramework(fragment)).toBe(fragment);
  });
});

/** A page in happy-dom with the loader running, and what it has appended so far. */
function pageWithLoader(body: string) {
  const window = new Window({
    url: 'https://tsuzuri.example/article',
    settings: { disableJavaScriptFileLoading: true, disableJavaScriptEvaluation: true },
  });
  const document = window.document;
  document.body.innerHTML = body;
  new Function('window', 'document', intentLoader(['/_next/a.js', '/_next/b.js']))(
    window,
    document,
  );
  const loaded = () =>
    [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  const hydrated = () => window.dispatchEvent(new window.Event(HYDRATED_EVENT));
  return { window, document, loaded, hydrated };
}

describe('the intent loader', () => {
  afterEach(() => vi.useRealTimers());

  it('loads nothing until the reader does something, then every script once', () => {
    const { window, document, loaded } = pageWithLoader('<p>text</p>');
    window.dispatchEvent(new window.Event('load'));
    expect(loaded()).toEqual([]);
    document.body.dispatchEvent(new window.Event('pointermove', { bubbles: true }));
    expect(loaded()).toEqual(['/_next/a.js', '/_next/b.js']);
    window.dispatchEvent(new window.Event('scroll'));
    document.body.dispatchEvent(new window.KeyboardEvent('keydown', { bubbles: true }));
    expect(loaded()).toHaveLength(2);
  });

  it('holds a button click made before hydration and replays it once React is there', () => {
    const { document, loaded, hydrated } = pageWithLoader('<button id="menu">メニュー</button>');
    const clicks: boolean[] = [];
    const menu = document.getElementById('menu') as unknown as HTMLButtonElement;
    if (!menu) throw new Error('no button');
    menu.addEventListener('click', () => clicks.push(true));
    menu.click();
    expect(clicks).toEqual([]);
    expect(loaded()).toHaveLength(2); // the click itself was intent
    hydrated();
    expect(clicks).toEqual([true]);
    menu.click();
    expect(clicks).toEqual([true, true]); // after hydration nothing is held
  });

  it('does not hold links or the search form (they work without script)', () => {
    const { document, window } = pageWithLoader(
      '<a id="link" href="/dvd">DVD</a><form id="search" method="get" action="/search-result"><input name="q"/><button id="go">検索</button></form>',
    );
    const link = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('link')?.dispatchEvent(link);
    expect(link.defaultPrevented).toBe(false);
    const go = new window.MouseEvent('click', { bubbles: true, cancelable: true });
    document.getElementById('go')?.dispatchEvent(go);
    expect(go.defaultPrevented).toBe(false);
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    document.getElementById('search')?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('follows a link clicked while the framework loads as a plain link, not through the router', () => {
    // Next's Link would hand the click to a router not ready yet, which dropped it: a reader's
    // first tap on 次へ did nothing, 1 time in 10 to 30 (search.spec.ts).
    const { document, window, hydrated } = pageWithLoader(
      '<a id="next" href="/search-result?q=x&amp;page=2">次へ</a><a id="tab" href="/dvd" target="_blank">DVD</a><a id="top" href="#main">本文へ</a><a id="out" href="https://other.example/">他</a>',
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const seenByPage: boolean[] = [];
    // The tracker's listener (document, capture): it still sees the click and counts it.
    document.addEventListener('click', (e) => seenByPage.push(e.defaultPrevented), true);
    const click = (id: string, init: { ctrlKey?: boolean } = {}) => {
      const event = new window.MouseEvent('click', { bubbles: true, cancelable: true, ...init });
      document.getElementById(id)?.dispatchEvent(event);
      return event;
    };
    window.dispatchEvent(new window.Event('pointermove')); // intent: the framework is loading
    expect(click('next').defaultPrevented).toBe(true); // Next's Link leaves a prevented click
    expect(assign).toHaveBeenCalledWith('https://tsuzuri.example/search-result?q=x&page=2');
    expect(seenByPage).toEqual([true]);
    // A new tab, a modifier, the page's own anchor, another site: the browser's, untouched.
    for (const [id, init] of [
      ['tab', {}],
      ['next', { ctrlKey: true }],
      ['top', {}],
      ['out', {}],
    ] as const)
      expect(click(id, init).defaultPrevented, id).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    hydrated();
    expect(click('next').defaultPrevented).toBe(false); // hydrated: the router has it
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('holds a post form submitted before hydration and submits it through React after', () => {
    const { document, window, hydrated } = pageWithLoader(
      '<form id="contact" method="POST" action="/contact"><textarea name="m"></textarea></form>',
    );
    const form = document.getElementById('contact');
    if (!form) throw new Error('no form');
    const requestSubmit = vi.fn();
    Object.assign(form, { requestSubmit });
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(requestSubmit).not.toHaveBeenCalled();
    hydrated();
    expect(requestSubmit).toHaveBeenCalledTimes(1);
  });

  it('gives held actions back to the browser when the framework never arrives', () => {
    vi.useFakeTimers();
    const { document, window } = pageWithLoader(
      '<form id="contact" method="post" action="/contact"><button id="send">送信</button></form>',
    );
    const form = document.getElementById('contact');
    if (!form) throw new Error('no form');
    const nativeSubmit = vi.fn();
    Object.assign(form, { submit: nativeSubmit });
    const submit = new window.Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    vi.advanceTimersByTime(HOLD_LIMIT_MS - 1);
    expect(nativeSubmit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nativeSubmit).toHaveBeenCalledTimes(1);
  });
});
