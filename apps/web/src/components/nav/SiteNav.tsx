import type { NavCategory } from '@tsuzuri/content';
import { AppLink } from '@/components/ui/AppLink.client';

/**
 * Home first, then the categories in their stored order. Every category except the blog opens
 * a panel of its children: on hover or keyboard focus on desktop, inline in the mobile menu.
 */
export function SiteNav({
  nav,
  homeLabel,
  allLabel,
}: {
  nav: NavCategory[];
  homeLabel: string;
  allLabel: string;
}) {
  const item = 'block px-3 py-3 font-medium text-ink no-underline hover:text-brand md:py-2';
  return (
    <ul className="flex flex-col md:flex-row md:flex-wrap md:items-center md:gap-1">
      <li>
        <AppLink href="/" className={item}>
          {homeLabel}
        </AppLink>
      </li>
      {nav.map((category) => (
        <li key={category.uid} className="group relative">
          <AppLink href={`/${category.uid}`} className={item} data-nav={category.uid}>
            {category.name}
            {category.children.length > 0 && category.uid !== 'blog' && (
              <span aria-hidden className="ml-1 hidden text-xs text-muted md:inline">
                ▾
              </span>
            )}
          </AppLink>
          {category.children.length > 0 && category.uid !== 'blog' && (
            <div className="dropdown-panel border-line md:invisible md:absolute md:left-0 md:top-full md:z-50 md:w-64 md:rounded-lg md:border md:bg-white md:p-2 md:opacity-0 md:shadow-lg md:transition md:group-hover:visible md:group-hover:opacity-100 md:group-focus-within:visible md:group-focus-within:opacity-100">
              <ul className="grid grid-cols-2 gap-x-2 pb-2 pl-4 md:grid-cols-1 md:pb-0 md:pl-0">
                {category.children.map((child) => (
                  <li key={child.uid}>
                    <AppLink
                      href={`/${child.uid}`}
                      className="block rounded px-3 py-1.5 text-sm text-ink no-underline hover:bg-brand-soft hover:text-brand"
                    >
                      {child.name}
                    </AppLink>
                  </li>
                ))}
                <li className="hidden md:block">
                  <AppLink
                    href={`/${category.uid}`}
                    className="block rounded px-3 py-1.5 text-sm font-bold no-underline hover:bg-brand-soft"
                  >
                    {allLabel.replace('{name}', category.name)} →
                  </AppLink>
                </li>
              </ul>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
