import { pageScrollHeight } from './payload';
import { SCROLL_MILESTONES } from './protocol';
import { silently } from './silently';
import { throttle } from './throttle';
import type { Tracker } from './tracker';

export const SCROLL_THROTTLE_MS = 500;

/** How far down the page the visitor has seen, in percent (the bottom edge of the viewport). */
export function scrollDepthPercent(win: Window): number {
  const height = pageScrollHeight(win.document);
  if (height <= 0) return 0;
  // 2 px of slack: fractional scroll positions on high-density screens stop just short of the end.
  return Math.min(100, Math.floor(((win.scrollY + win.innerHeight + 2) / height) * 100));
}

/**
 * Scroll depth (docs/product.md#throttles-and-milestones): milestones 20/40/60/80/100 are each recorded once per page, and a
 * page_scroll event goes out when the highest one grows. Scroll handling is throttled to 500 ms.
 * Where the reader already is when it starts counts as seen.
 */
export function watchScroll(win: Window, tracker: Tracker): { reset(): void } {
  const recorded = new Set<number>();
  let highest = 0;
  const measure = silently(() => {
    const depth = scrollDepthPercent(win);
    for (const milestone of SCROLL_MILESTONES) if (depth >= milestone) recorded.add(milestone);
    const top = Math.max(0, ...recorded);
    if (top > highest) {
      highest = top;
      tracker.track('page_scroll', { highest_page_viewed_percent: highest });
    }
  });
  win.addEventListener('scroll', throttle(measure, SCROLL_THROTTLE_MS), { passive: true });
  // The tracker starts in idle time after the load: a reader may have scrolled already, and a
  // scroll that came before the listener is never repeated.
  if (win.scrollY > 0) measure();
  return {
    reset() {
      recorded.clear();
      highest = 0;
    },
  };
}
