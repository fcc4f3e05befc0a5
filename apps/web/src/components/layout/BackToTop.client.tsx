'use client';

import { type MouseEvent, useEffect, useState } from 'react';

/** The button appears once the page is scrolled more than 100 px (docs/product.md#layout). */
export const BACK_TO_TOP_THRESHOLD = 100;

/** Shown past the threshold; scrolls smoothly to the top (instantly with reduced motion). */
export function BackToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const toTop = (e: MouseEvent<HTMLButtonElement>) => {
    // The button hides itself on the way up; hiding a focused element stops Chromium's smooth
    // scroll short of the top, so give the focus back to the page first.
    e.currentTarget.blur();
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'instant' : 'smooth' });
  };

  return (
    <button
      type="button"
      onClick={toTop}
      aria-label={label}
      hidden={!visible}
      data-testid="back-to-top"
      className="fixed right-6 bottom-6 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-brand text-white shadow-lg hover:bg-brand-dark"
    >
      <svg
        width="20"
        height="20"
        viewBox="0 0 24 24"
        aria-hidden
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      >
        <path d="M6 15l6-6 6 6" />
      </svg>
    </button>
  );
}
