import type { SearchHit } from '@tsuzuri/content';
import { CategoryBadge } from '@/components/article/CategoryBadge';
import { AppLink } from '@/components/ui/AppLink.client';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { laidOutLate } from '@/components/ui/late-layout';

/**
 * Laid out at once (laidOutLate says why): the results a phone shows on its first screen
 * (Lighthouse measured a shift of 0.083 with them late), and those a jump to the pager below
 * shows (with three, the pager still moved 1 px on a phone).
 */
const AT_ONCE = { firstScreen: 3, lastScreen: 4 };

/**
 * One search result: category label, date, the title as a link, and the snippet. `late`: laid
 * out only as it nears the viewport (globals.css, render-near-view).
 */
function SearchResult({ hit, late }: { hit: SearchHit; late: boolean }) {
  return (
    <article className={late ? 'render-near-view [--near-view-height:18rem] py-5' : 'py-5'}>
      <div className="flex flex-wrap items-center gap-3 text-xs text-muted">
        <CategoryBadge category={hit.category} />
        <FormattedDate iso={hit.publishedAt} locale={hit.locale} />
      </div>
      <h2 className="mt-2 text-lg font-bold leading-snug">
        <AppLink href={`/${hit.slug}`} className="text-ink hover:text-brand">
          {hit.title}
        </AppLink>
      </h2>
      {/* Safe as HTML: @tsuzuri/content (search/highlight.ts) escapes every character of the
          article text and adds no markup but <mark> around the visitor's words. */}
      <p
        className="mt-2 text-sm text-muted [&_mark]:rounded-sm [&_mark]:bg-brand-soft [&_mark]:px-0.5 [&_mark]:font-bold [&_mark]:text-brand-dark"
        data-testid="search-snippet"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: escaped by the content package, see above
        dangerouslySetInnerHTML={{ __html: hit.snippetHtml }}
      />
    </article>
  );
}

/** The results of one page, best match first. */
export function SearchResults({ hits, start }: { hits: SearchHit[]; start: number }) {
  return (
    <ol
      start={start}
      className="divide-y divide-line border-y border-line"
      data-testid="search-results"
    >
      {hits.map((hit, i) => (
        <li key={hit.id}>
          <SearchResult hit={hit} late={laidOutLate(i, hits.length, AT_ONCE)} />
        </li>
      ))}
    </ol>
  );
}
