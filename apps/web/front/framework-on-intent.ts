// React and Next's runtime load at the reader's first sign of intent, not with the page
// (docs/decisions/0019-framework-on-intent.md). A public page is read first: its text, images,
// links and plain forms work without script, and the framework (~135 KB gzip of the ~145 KB a
// page loaded) only makes the page's few widgets live. So the front takes Next's framework
// <script src> tags and script preloads out of every HTML page it renders and puts in their
// place one small inline loader that adds them back on the first scroll, pointer, touch, wheel,
// key or focus.
//
// A click on a button or a post form submitted before React has hydrated is held and replayed
// once it has (the page's HydrationSignal says so), so the first tap is never lost. If the
// framework does not arrive (a failed chunk, a dead network), the held actions are released to
// the browser after HOLD_LIMIT_MS: a post form then submits as it does without script. A plain
// click on a link of the site while the framework loads is followed as a plain link (a page
// load): Next's Link would hand it to a router that is not ready yet, which dropped it (the
// reader's tap did nothing); the Link leaves a click it finds prevented alone. Clicks with a
// modifier, to another site, to a download or within the page stay the browser's.

import { HYDRATED_EVENT } from '@/lib/framework-on-intent-event';
import { linkStylesheetsScript } from './inline-stylesheets';

/** A script Next adds for its client (the framework, the runtime, the page's chunks), and its end. */
const SCRIPT_OPEN = Buffer.from('<script src="/_next/static/');
const SCRIPT_CLOSE = Buffer.from('</script>');
const SCRIPT_TAG = /^<script src="(\/_next\/static\/[^"]+\.js)"([^>]*)>$/;
/** Next's hints to fetch the same chunks early. */
const PRELOAD_OPEN = Buffer.from('<link rel="preload" as="script"');
const PRELOAD_TAG =
  /^<link rel="preload" as="script"[^>]*href="\/_next\/static\/[^"]+\.js"[^>]*\/>$/;
const SELF_CLOSE = Buffer.from('/>');
const BODY_END = Buffer.from('</body>');

/** How long held clicks and submits wait for the framework before the browser gets them. */
export const HOLD_LIMIT_MS = 10_000;
/** What counts as intent (capture, on window). Not load, idle or visibility: those are no reader's act. */
export const INTENT_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'wheel',
  'scroll',
  'keydown',
  'focusin',
] as const;

type Found = { range: [start: number, end: number]; match: RegExpExecArray };

/**
 * The elements that begin with `open` and end with `close`, whose text up to `close` (with it
 * when `closeInTag`: a self-closing tag) matches `tag`, as byte ranges.
 */
function findTags(html: Buffer, open: Buffer, close: Buffer, tag: RegExp, closeInTag: boolean) {
  const found: Found[] = [];
  for (let at = html.indexOf(open); at >= 0; at = html.indexOf(open, at + open.length)) {
    const end = html.indexOf(close, at);
    if (end < 0) break;
    // Tags and URLs are ASCII: latin1 reads them without decoding the page.
    const match = tag.exec(html.toString('latin1', at, closeInTag ? end + close.length : end));
    if (match) found.push({ range: [at, end + close.length], match });
  }
  return found;
}

/**
 * The page's HTML with its framework scripts deferred to the first intent (unchanged when it
 * has none, e.g. an HTML page that is not Next's). noModule scripts stay: only old browsers
 * fetch them. `inlined`: the stylesheets the front put into the page (inline-stylesheets.ts),
 * linked again before the framework's scripts load. Works on the bytes (indexOf, slices): a
 * render pays well under a millisecond.
 */
export function deferFramework(html: Buffer, inlined: string[] = []): Buffer {
  const bodyEnd = html.lastIndexOf(BODY_END);
  if (bodyEnd < 0) return html;
  const scripts = findTags(html, SCRIPT_OPEN, SCRIPT_CLOSE, SCRIPT_TAG, false).filter(
    (t) => t.range[1] <= bodyEnd && !/\bnomodule\b/i.test(t.match[2]),
  );
  if (!scripts.length) return html;
  const preloads = findTags(html, PRELOAD_OPEN, SELF_CLOSE, PRELOAD_TAG, true).filter(
    (t) => t.range[1] <= bodyEnd,
  );
  const cuts = [...scripts, ...preloads].map((t) => t.range).sort((a, b) => a[0] - b[0]);
  const loader = Buffer.from(
    `<script id="framework-on-intent">${intentLoader(
      scripts.map((t) => t.match[1]),
      inlined,
    )}</script>`,
  );
  const pieces: Buffer[] = [];
  let from = 0;
  for (const [start, end] of cuts) {
    if (start < from) continue; // overlapping (cannot happen with well-formed tags)
    pieces.push(html.subarray(from, start));
    from = end;
  }
  pieces.push(html.subarray(from, bodyEnd), loader, html.subarray(bodyEnd));
  return Buffer.concat(pieces);
}

/**
 * The inline loader (also what the tests run). Plain ES5 that every browser parses; `</` never
 * appears in it (a `<` only in a loop's test) and the URLs are Next's own (/_next/static/…),
 * serialised by JSON.stringify with `<` escaped.
 */
export function intentLoader(sources: string[], inlined: string[] = []): string {
  return `(function(w,d){var S=${JSON.stringify(sources).replace(/</g, '\\u003c')},E=${JSON.stringify(INTENT_EVENTS)},started=0,ready=0,held=[],limit;
function load(){if(started)return;started=1;E.forEach(function(e){w.removeEventListener(e,load,true)});${linkStylesheetsScript(inlined)}
S.forEach(function(u){var s=d.createElement('script');s.src=u;s.async=true;d.head.appendChild(s)});
limit=setTimeout(function(){release(false)},${HOLD_LIMIT_MS})}
function release(hydrated){if(ready)return;ready=1;clearTimeout(limit);held.forEach(function(h){h(hydrated)});held=[]}
function posts(f){return (f.getAttribute('method')||'').toLowerCase()==='post'}
function follows(e,a){return e.button===0&&!e.ctrlKey&&!e.metaKey&&!e.shiftKey&&!e.altKey&&(!a.target||a.target==='_self')&&!a.hasAttribute('download')&&a.origin===w.location.origin&&!(a.hash&&a.pathname===w.location.pathname&&a.search===w.location.search)}
function hold(e){if(ready)return;var t=e.target;if(!t||!t.closest)return;
if(e.type==='click'){var a=t.closest('a[href]');if(a){if(started&&follows(e,a)){e.preventDefault();w.location.assign(a.href)}return}
var b=t.closest('button,[role="button"]');if(!b||b.disabled||b.type==='submit'&&b.form&&!posts(b.form))return;e.preventDefault();e.stopPropagation();load();held.push(function(){b.click()});return}
var f=t.closest('form');if(!f||!posts(f))return;var by=e.submitter;e.preventDefault();e.stopPropagation();load();
held.push(function(hydrated){if(hydrated&&f.requestSubmit)f.requestSubmit(by&&by.form===f?by:undefined);else f.submit()})}
E.forEach(function(e){w.addEventListener(e,load,{capture:true,passive:true})});
w.addEventListener('click',hold,true);w.addEventListener('submit',hold,true);
w.addEventListener(${JSON.stringify(HYDRATED_EVENT)},function(){release(true)})})(window,document)`;
}
