'use client';

import { useEffect, useRef } from 'react';

/**
 * Placed inside a sticky header (the site's and the console's): keeps `--header-height` on the
 * root equal to the header's height, so that whatever focus or an anchor scrolls to stops below
 * the header instead of under it (the stylesheets' `scroll-padding-top`; docs/product.md#layout).
 * The stylesheets' defaults hold until this runs, and without script; this corrects them where
 * the header wraps to another row (a narrow desktop, longer names, a phone's console).
 */
export function HeaderHeight() {
  const marker = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const header = marker.current?.closest('header');
    if (!header) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--header-height', `${header.offsetHeight}px`);
    });
    observer.observe(header, { box: 'border-box' });
    return () => {
      observer.disconnect();
      root.style.removeProperty('--header-height');
    };
  }, []);

  return <span ref={marker} hidden />;
}
