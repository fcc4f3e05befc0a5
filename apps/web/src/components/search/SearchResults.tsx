import type { SearchHit } from '@tsuzuri/content';
import { CategoryBadge } from '@/components/article/CategoryBadge';
import { AppLink } from '@/components/ui/AppLink.client';
import { FormattedDate } from '@/components/ui/FormattedDate';

/**
 * Results a phone shows on its first screen: laid out at once. Laid out late, their stand-in
 * height would shift the results below them as the page paints (Lighthouse measured 0.083).
 */
const FIRST_SCREEN_RESULTS = 3;
/**
 * Results a jump to the pager below them shows (End, the scroll bar): laid out at once too.
 * Laid out late, they took their real heights two frames after the jump and moved the pager up
 * under the reader's pointer (100 px on a phone).
 */
const LAST_SCREEN_RESULTS = 4;

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
          <SearchResult
            hit={hit}
            late={i >= FIRST_SCREEN_RESULTS && i < hits.length - LAST_SCREEN_RESULTS}
          />
        </li>
      ))}
    </ol>
  );
}
