'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';
import { usePathname } from 'next/navigation';

/**
 * The navigation: a bar below the header on desktop; behind a toggle on phones (< 768 px).
 * The open menu closes on an outside click, on Escape and when the route changes.
 */
export function MobileMenu({
  children,
  openLabel,
  closeLabel,
}: {
  children: ReactNode;
  openLabel: string;
  closeLabel: string;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const pathname = usePathname();

  // A client navigation closes the menu (React's "adjust state on prop change" pattern).
  const [menuPath, setMenuPath] = useState(pathname);
  if (pathname !== menuPath) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="ml-auto md:contents">
      <button
        type="button"
        className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-md border border-line md:hidden"
        aria-expanded={open}
        aria-controls="site-nav"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((v) => !v)}
      >
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          aria-hidden
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M3 6h18M3 12h18M3 18h18" />}
        </svg>
      </button>
      <nav
        id="site-nav"
        aria-label="main"
        data-open={open}
        className="absolute inset-x-0 top-16 hidden max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white px-4 shadow-lg data-[open=true]:block md:static md:top-auto md:order-last md:block md:max-h-none md:w-full md:overflow-visible md:border-0 md:px-0 md:shadow-none"
      >
        {children}
      </nav>
    </div>
  );
}
