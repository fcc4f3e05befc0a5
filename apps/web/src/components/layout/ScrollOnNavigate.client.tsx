'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/** Set on <html> while Back or Forward restores a position: every late part is laid out (globals.css). */
const RESTORING = 'data-restoring-scroll';

/** After two frames: the browser has restored the position and painted the page at it. */
function endRestoring() {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => document.documentElement.removeAttribute(RESTORING)),
  );
}

/**
 * Navigation scrolling (docs/product.md#navigation-behaviour): a new page starts at the top (Next only brings the changed
 * segment into view, which leaves the page under the sticky header), a link with a hash goes to
 * its target, and Back/Forward keep the browser's restored position.
 *
 * That position is a pixel offset, taken when the reader left, over parts they had scrolled
 * through and so laid out at their real heights. The page Back brings is drawn afresh, its late
 * parts (render-near-view) at their stand-in heights, and the same offset showed other text, on
 * a phone a screen away. So from the popstate (before Next's own listener: capture runs first)
 * until the restored page has settled, every part is laid out; each keeps that height once
 * skipped again (`contain-intrinsic-block-size: auto`), so nothing moves when it ends.
 */
export function ScrollOnNavigate() {
  const pathname = usePathname();
  const first = useRef(true);
  const popped = useRef(false);

  /** The path of the page on screen (the URL's, as the popstate sees it). */
  const shownPath = useRef('');

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
      document.documentElement.setAttribute(RESTORING, '');
      // Back to another hash of the same page: no new page commits, so end it here.
      if (window.location.pathname === shownPath.current) endRestoring();
    };
    window.addEventListener('popstate', onPop, { capture: true });
    return () => window.removeEventListener('popstate', onPop, { capture: true });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, keyed by the path
  useEffect(() => {
    shownPath.current = window.location.pathname;
    if (first.current || popped.current) {
      first.current = false;
      popped.current = false;
      endRestoring();
      return;
    }
    const target =
      window.location.hash &&
      document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: 'instant' });
  }, [pathname]);

  return null;
}
