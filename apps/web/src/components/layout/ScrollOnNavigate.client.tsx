'use client';

import { useEffect, useRef } from 'react';
import { usePathname } from 'next/navigation';

/**
 * Navigation scrolling (docs/product.md#navigation-behaviour): a new page starts at the top (Next only brings the changed
 * segment into view, which leaves the page under the sticky header), a link with a hash goes to
 * its target, and Back/Forward keep the browser's restored position.
 */
export function ScrollOnNavigate() {
  const pathname = usePathname();
  const first = useRef(true);
  const popped = useRef(false);

  useEffect(() => {
    const onPop = () => {
      popped.current = true;
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, keyed by the path
  useEffect(() => {
    if (first.current || popped.current) {
      first.current = false;
      popped.current = false;
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
