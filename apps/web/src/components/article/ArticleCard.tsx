import type { ArticleSummary } from '@tsuzuri/content';
import { AppLink } from '@/components/ui/AppLink.client';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { laidOutLate } from '@/components/ui/late-layout';
import { Phrases } from '@/components/ui/Phrases';
import { CardImage } from './CardImage';
import { CategoryBadge } from './CategoryBadge';
import { versionedAssetUrl } from '@/lib/page-assets';

/**
 * A 16:9 thumbnail, the category label, a two-line title and the date. `priority`: above the
 * fold, load now; `lcp`: the first card, the largest image a phone shows first — fetched ahead of
 * the scripts (fetchpriority), so the page's largest paint does not wait for them. `late`: laid
 * out only as it nears the viewport (globals.css, render-near-view).
 */
export function ArticleCard({
  article,
  priority = false,
  lcp = false,
  late = !(priority || lcp),
}: {
  article: ArticleSummary;
  priority?: boolean;
  lcp?: boolean;
  late?: boolean;
}) {
  return (
    <article
      className={`${late ? 'render-near-view [--near-view-height:24rem] ' : ''}group flex flex-col overflow-hidden rounded-xl border border-line bg-white transition hover:-translate-y-0.5 hover:shadow-md`}
    >
      <AppLink href={`/${article.slug}`} className="block no-underline" tabIndex={-1} aria-hidden>
        <CardImage
          src={versionedAssetUrl(article.thumbnail ?? '/images/demo/blog-desk.svg')}
          loading={priority || lcp ? 'eager' : 'lazy'}
          fetchPriority={lcp ? 'high' : undefined}
          className="aspect-video w-full bg-paper object-cover"
        />
      </AppLink>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <CategoryBadge category={article.category} />
        <h3 className="card-title text-base font-bold leading-snug">
          <AppLink
            href={`/${article.slug}`}
            className="text-ink no-underline group-hover:text-brand"
          >
            <Phrases text={article.title} />
          </AppLink>
        </h3>
        <p className="mt-auto text-xs text-muted">
          <FormattedDate iso={article.publishedAt} locale={article.locale} />
        </p>
      </div>
    </article>
  );
}

/**
 * Cards in rows. The first `priorityCount` (the first screen) are laid out at once, and the last
 * `lastScreenCount` where a pager follows (two rows of three on a wide screen): laidOutLate.
 */
export function ArticleGrid({
  articles,
  priorityCount = 0,
  lastScreenCount = 0,
}: {
  articles: ArticleSummary[];
  priorityCount?: number;
  lastScreenCount?: number;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a, i) => (
        <ArticleCard
          key={a.id}
          article={a}
          priority={i < priorityCount}
          lcp={i === 0 && priorityCount > 0}
          late={laidOutLate(i, articles.length, {
            firstScreen: priorityCount,
            lastScreen: lastScreenCount,
          })}
        />
      ))}
    </div>
  );
}
