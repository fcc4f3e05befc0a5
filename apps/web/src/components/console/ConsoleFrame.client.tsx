'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { type ReactNode, useState } from 'react';
import { HeaderHeight } from '@/components/ui/HeaderHeight.client';

export type ConsoleNavGroup = { title: string; items: { href: string; label: string }[] };

/**
 * The console's frame: the header (its content comes from the server), the side navigation and
 * the main column. On phones a menu button in the header folds the navigation away. The current
 * page's entry is marked (aria-current). Texts come as props (no message bundle in the browser).
 */
export function ConsoleFrame({
  header,
  navFooter,
  groups,
  texts,
  children,
}: {
  header: ReactNode;
  /** Shown under the navigation on phones only (who is signed in, the language switch). */
  navFooter: ReactNode;
  groups: ConsoleNavGroup[];
  texts: { nav: string; menu: string; close: string; skip: string };
  children: ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const current = (href: string) =>
    href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  return (
    <>
      <a className="c-skip" href="#main">
        {texts.skip}
      </a>
      <header className="c-header">
        <button
          type="button"
          className="c-button-quiet c-menu-button"
          aria-expanded={open}
          aria-controls="c-nav"
          onClick={() => setOpen(!open)}
        >
          {open ? texts.close : texts.menu}
        </button>
        {header}
        <HeaderHeight />
      </header>
      <div className="c-shell">
        <nav id="c-nav" className="c-nav" aria-label={texts.nav} data-open={open}>
          {groups.map((g) => (
            <div className="c-nav-group" key={g.title}>
              <h2>{g.title}</h2>
              <ul>
                {g.items.map((i) => (
                  <li key={i.href}>
                    <Link
                      href={i.href}
                      prefetch={false}
                      aria-current={current(i.href) ? 'page' : undefined}
                      onClick={() => setOpen(false)}
                    >
                      {i.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div className="c-nav-footer">{navFooter}</div>
        </nav>
        <main id="main" className="c-main">
          {children}
        </main>
      </div>
    </>
  );
}
