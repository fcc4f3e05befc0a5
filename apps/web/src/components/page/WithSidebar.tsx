import type { Author } from '@tsuzuri/content';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { Sidebar } from '@/components/sidebar/Sidebar';
import { getSidebarLists } from '@/lib/content';

/** The two-column page: content, and the sidebar beside it on desktop and below it on phones. */
export async function WithSidebar(props: {
  locale: string;
  children: ReactNode;
  author?: Author | null;
  promo?: 'always' | 'desktop' | 'never';
}) {
  const [{ latest, popular }, requestHeaders] = await Promise.all([
    getSidebarLists(props.locale),
    headers(),
  ]);
  // The front server's A/B step (sidebarAB): variant b puts the ranking above the latest list.
  const variant = /(?:^|;)sidebarAB=b(?:;|$)/.test(requestHeaders.get('x-tsuzuri-ab') ?? '')
    ? 'b'
    : 'a';
  return (
    <div className="container-site grid gap-10 py-8 lg:grid-cols-[minmax(0,1fr)_320px] xl:gap-14">
      <div className="min-w-0">{props.children}</div>
      <Sidebar
        locale={props.locale}
        latest={latest}
        popular={popular}
        author={props.author}
        promo={props.promo}
        variant={variant}
      />
    </div>
  );
}
