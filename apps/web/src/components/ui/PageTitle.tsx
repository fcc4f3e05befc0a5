import type { ReactNode } from 'react';

/**
 * A page's one h1, in the site's title style, with the short lead under it when the page has one
 * (contact, the subscription pages). `spacing` is the margin a page wants below a title that has
 * no lead.
 */
export function PageTitle({
  children,
  lead,
  spacing,
}: {
  children: ReactNode;
  lead?: ReactNode;
  spacing?: 'mb-2' | 'mb-8';
}) {
  const title = 'text-2xl font-bold md:text-3xl';
  return (
    <>
      <h1 className={spacing ? `${spacing} ${title}` : title}>{children}</h1>
      {lead ? <p className="mt-4 text-muted">{lead}</p> : null}
    </>
  );
}
