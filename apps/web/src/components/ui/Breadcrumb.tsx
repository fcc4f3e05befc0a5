import { AppLink } from './AppLink.client';

export type Crumb = { name: string; href?: string };

export function Breadcrumb({ items, label }: { items: Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="mb-4 text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((c, i) => (
          <li key={c.href ?? c.name} className="flex items-center gap-1">
            {i > 0 && <span aria-hidden>›</span>}
            {c.href ? (
              <AppLink href={c.href} className="text-muted hover:text-brand">
                {c.name}
              </AppLink>
            ) : (
              <span aria-current="page">{c.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
