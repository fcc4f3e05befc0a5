import { watchExposure, watchHover } from './attention';
import { watchClicks } from './clicks';
import { createCookieJar } from './cookies';
import { collectFingerprint } from './fingerprint';
import { decorateOutboundLinks } from './links';
import { onPageChange } from './navigation';
import type { TrackerPageConfig } from './protocol';
import { watchScroll } from './scroll';
import { silently } from './silently';
import { afterDelay } from './throttle';
import { idleStep, type Step } from './idle';
import { createTracker, type Tracker } from './tracker';
import { createTransport } from './transport';
import { captureAttribution, storeReply } from './visitor';

/** Outbound links are (re-)decorated this long after the page or its links change (docs/product.md#link-rules). */
export const DECORATION_DELAY_MS = 1000;

/**
 * Everything the tracker does on a page: page views, scroll, clicks, hover, exposure, link
 * decoration, fingerprint. Nothing while the bundle is evaluated; then two idle tasks
 * (`idleStep`): the visitor's cookies, then the page view with every listener — together they
 * held the main thread 36–44 ms on the bench machine, a long task at a phone's speed
 * (docs/benchmarks.md, "The tracker's start in steps"). The listeners start in the page view's
 * task, so no event of the page precedes it and none after it is missed.
 */
export async function startTracker(
  config: TrackerPageConfig,
  win: Window,
  step: Step = (work) => idleStep(win, work),
): Promise<Tracker> {
  const doc = win.document;
  const { jar, tracker } = await step(() => {
    const jar = createCookieJar(doc, config);
    captureAttribution(jar, win.location.search);
    const transport = createTransport({
      endpoint: config.endpoint,
      legacy: config.legacy,
      win,
      visitorId: () => jar.get('guid') ?? '',
      onReply: (data) => storeReply(jar, data, Date.now()),
    });
    return { jar, tracker: createTracker({ config, win, jar, transport }) };
  });

  await step(() => {
    tracker.pageView();
    const scroll = watchScroll(win, tracker);
    const exposure = watchExposure(win, tracker);
    watchClicks(doc, tracker, config);
    watchHover(doc, tracker);
    const rescan = afterDelay(
      silently(() => {
        decorateOutboundLinks(doc, config, jar);
        exposure.scan();
      }),
      DECORATION_DELAY_MS,
    );
    rescan();
    onPageChange(
      win,
      silently(() => {
        scroll.reset();
        tracker.pageView();
        rescan();
      }),
    );
    // Client components render links later (comments, lists): pick them up too.
    const { MutationObserver } = win as Window & typeof globalThis;
    if (typeof MutationObserver === 'function')
      new MutationObserver(rescan).observe(doc.body, { childList: true, subtree: true });
  });

  // Once per 30 days (the finger_id cookie's life), in idle steps: never in the page's way.
  if (!jar.get('finger_id'))
    collectFingerprint(win)
      .then((fingerprint) => jar.set('finger_id', fingerprint.visitorId))
      .catch(() => {});
  return tracker;
}
