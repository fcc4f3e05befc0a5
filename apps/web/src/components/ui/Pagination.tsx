import { AppLink } from './AppLink.client';

type Props = {
  page: number;
  pageCount: number;
  /** The URL of page n (without locale prefix); each list decides its own scheme. */
  href: (n: number) => string;
  labels: { nav: string; prev: string; next: string; page?: string };
};

/** Numbered pages with previous/next; a window of pages around the current one. */
export function Pagination({ page, pageCount, href, labels }: Props) {
  if (pageCount <= 1) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(pageCount, page + 2);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const cell =
    'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-line px-3 no-underline';
  return (
    <nav aria-label={labels.nav} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <AppLink href={href(page - 1)} rel="prev" className={cell}>
          ← {labels.prev}
        </AppLink>
      )}
      {pages.map((n) =>
        n === page ? (
          <span
            key={n}
            aria-current="page"
            className={`${cell} border-brand bg-brand font-bold text-white`}
          >
            {n}
          </span>
        ) : (
          <AppLink
            key={n}
            href={href(n)}
            className={cell}
            aria-label={labels.page?.replace('{page}', String(n))}
          >
            {n}
          </AppLink>
        ),
      )}
      {page < pageCount && (
        <AppLink href={href(page + 1)} rel="next" className={cell}>
          {labels.next} →
        </AppLink>
      )}
    </nav>
  );
}
