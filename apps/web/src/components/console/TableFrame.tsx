import type { ReactNode } from 'react';

/**
 * The frame of a console table, which scrolls sideways when the table is wider than the screen
 * (a phone): focusable, so the keyboard can scroll it too (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and a region named for screen readers by `label` (the table's
 * heading or the screen's title), so the section around it is not a region of its own: two
 * regions of one name tell a screen-reader user nothing (axe's landmark-unique).
 */
export function TableFrame({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the focus to be scrolled by keys
    <div className="c-table-wrap" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
