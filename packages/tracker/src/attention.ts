import type { Tracker } from './tracker';

export const HOVER_DELAY_MS = 500;
export const EXPOSURE_RATIO = 0.5;

/** The attribute's value, else the element's id: what the element is called in reports. */
const nameOf = (el: Element, attribute: string) =>
  el.getAttribute(attribute) || el.id || el.tagName.toLowerCase();

/**
 * Hover (docs/product.md#events): a pointer resting 500 ms on an element marked `data-track-hover` sends one
 * hover event for that element; leaving earlier sends nothing. Delegated, so elements rendered
 * later count too.
 */
export function watchHover(doc: Document, tracker: Tracker): void {
  const counted = new WeakSet<Element>();
  let current: Element | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    clearTimeout(timer);
    current = null;
  };
  doc.addEventListener('mouseover', (event) => {
    const el = (event.target as Element | null)?.closest?.('[data-track-hover]') ?? null;
    if (el === current) return;
    cancel();
    if (!el || counted.has(el)) return;
    current = el;
    timer = setTimeout(() => {
      counted.add(el);
      current = null;
      tracker.track('hover', { event_action: nameOf(el, 'data-track-hover') });
    }, HOVER_DELAY_MS);
  });
  doc.addEventListener('mouseout', (event) => {
    if (current && !current.contains(event.relatedTarget as Node | null)) cancel();
  });
}

/**
 * Exposure (docs/product.md#events): an element marked `data-track-expose` sends one exposure event the first
 * time at least half of it is visible. `scan` picks up elements added since the last scan.
 */
export function watchExposure(win: Window, tracker: Tracker): { scan(): void } {
  const { IntersectionObserver } = win as Window & typeof globalThis;
  if (typeof IntersectionObserver !== 'function') return { scan() {} };
  const observed = new WeakSet<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting || entry.intersectionRatio < EXPOSURE_RATIO) continue;
        observer.unobserve(entry.target);
        tracker.track('exposure', { event_action: nameOf(entry.target, 'data-track-expose') });
      }
    },
    { threshold: EXPOSURE_RATIO },
  );
  return {
    scan() {
      for (const el of win.document.querySelectorAll('[data-track-expose]')) {
        if (observed.has(el)) continue;
        observed.add(el);
        observer.observe(el);
      }
    },
  };
}
