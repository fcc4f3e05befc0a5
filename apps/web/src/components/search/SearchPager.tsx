import { AppLink } from '@/components/ui/AppLink.client';

type Props = {
  q: string;
  page: number;
  pageCount: number;
  labels: { nav: string; prev: string; next: string };
};

/** Page 1 has no page parameter, so the first page of a query has one URL (one cache entry). */
export const searchHref = (q: string, page = 1) => `/search-result?q=${encodeURIComponent(q)}${page > 1 ? `&page=${page}` : ''}`;

/** Previous/next and a window of page numbers, as links that keep the query. */
export function SearchPager({ q, page, pageCount, labels }: Props) {
  if (pageCount <= 1) return null;
  const from = Math.max(1, page - 2);
  const to = Math.min(pageCount, page + 2);
  const pages = Array.from({ length: to - from + 1 }, (_, i) => from + i);
  const cell = 'inline-flex h-10 min-w-10 items-center justify-center rounded-md border border-line px-3 no-underline';
  return (
    <nav aria-label={labels.nav} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && <AppLink href={searchHref(q, page - 1)} rel="prev" className={cell}>← {labels.prev}</AppLink>}
      {pages.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${cell} border-brand bg-brand font-bold text-white`}>{n}</span>
        ) : (
          <AppLink key={n} href={searchHref(q, n)} className={cell}>{n}</AppLink>
        ),
      )}
      {page < pageCount && <AppLink href={searchHref(q, page + 1)} rel="next" className={cell}>{labels.next} →</AppLink>}
    </nav>
  );
}
