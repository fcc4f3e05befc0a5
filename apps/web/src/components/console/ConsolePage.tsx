import type { ReactNode } from 'react';

/**
 * A console screen's frame inside the shell: its title (the page's one h1) and, on the right,
 * its main actions (buttons, links). `export const metadata = { title }` (or generateMetadata)
 * gives the browser tab the same title.
 */
export function ConsolePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      <div className="c-page-head">
        <h1>{title}</h1>
        {actions ? <div className="c-page-actions">{actions}</div> : null}
      </div>
      {children}
    </>
  );
}
