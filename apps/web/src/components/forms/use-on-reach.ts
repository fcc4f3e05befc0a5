'use client';

import { type RefObject, useEffect, useRef } from 'react';

/**
 * Calls `onReach` once, when the reader reaches `element`: scrolled to within 400 px of it, or
 * focus inside it. Work a form needs only once it is used (its check, what this browser
 * remembers) waits for that instead of running with the page's first hydration, which the
 * reader's first scroll or tap sets off (front/framework-on-intent.ts).
 */
export function useOnReach(element: RefObject<HTMLElement | null>, onReach: () => void): void {
  const latest = useRef(onReach);
  latest.current = onReach;

  useEffect(() => {
    const target = element.current;
    let reached = false;
    const reach = () => {
      if (reached) return;
      reached = true;
      latest.current();
    };
    // The reader's focus may have come first: it is what loaded React.
    if (target?.contains(document.activeElement)) reach();
    if (!target || reached) return;
    target.addEventListener('focusin', reach, { once: true });
    if (typeof IntersectionObserver === 'undefined')
      return () => target.removeEventListener('focusin', reach);
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        seen.disconnect();
        reach();
      },
      { rootMargin: '400px 0px' },
    );
    seen.observe(target);
    return () => {
      seen.disconnect();
      target.removeEventListener('focusin', reach);
    };
  }, [element]);
}
