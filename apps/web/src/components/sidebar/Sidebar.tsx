import type { ArticleSummary, Author } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { Phrases } from '@/components/ui/Phrases';
import { AuthorBlock } from './AuthorBlock';
import { PromoBox } from './PromoBox';

type Props = {
  locale: string;
  latest: ArticleSummary[];
  popular: ArticleSummary[];
  author?: Author | null;
  /** 'always', 'desktop' (the page shows its own promo, so phones need no second one) or 'never'. */
  promo?: 'always' | 'desktop' | 'never';
  /** A/B variant of the sidebar: b shows the popular ranking first. */
  variant?: 'a' | 'b';
};

/** Beside the article column on desktop, below it on phones. */
export async function Sidebar({
  locale,
  latest,
  popular,
  author,
  promo = 'always',
  variant = 'a',
}: Props) {
  const t = await getTranslations('sidebar');
  return (
    <aside
      className="render-near-view [--near-view-height:110rem] flex flex-col gap-8"
      aria-label={t('label')}
    >
      {promo !== 'never' && (
        <div className={promo === 'desktop' ? 'hidden lg:block' : undefined}>
          <PromoBox />
        </div>
      )}
      {author && <AuthorBlock author={author} />}
      <div
        className={`flex gap-8 ${variant === 'b' ? 'flex-col-reverse' : 'flex-col'}`}
        data-sidebar-variant={variant}
      >
        <ArticleLinks title={t('latest')} articles={latest} locale={locale} moreHref="/by-latest" />
        <ArticleLinks
          title={t('popular')}
          articles={popular}
          locale={locale}
          moreHref="/by-popularity"
          ranked
        />
      </div>
    </aside>
  );
}

/** A list of article links with their dates (numbered when `ranked`), then a link to the full listing. */
async function ArticleLinks(props: {
  title: string;
  articles: ArticleSummary[];
  locale: string;
  moreHref: string;
  ranked?: boolean;
}) {
  const t = await getTranslations('sidebar');
  return (
    <section>
      <h2 className="mb-3 border-b-2 border-brand pb-2 text-lg font-bold">{props.title}</h2>
      <ol className="flex flex-col gap-3">
        {props.articles.map((a, i) => (
          <li key={a.id} className="flex gap-3">
            {props.ranked && (
              <span
                className={`flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${i < 3 ? 'bg-brand text-white' : 'bg-paper text-muted'}`}
              >
                {i + 1}
              </span>
            )}
            <div className="min-w-0">
              <AppLink
                href={`/${a.slug}`}
                className="card-title text-sm font-medium leading-snug text-ink no-underline hover:text-brand"
              >
                <Phrases text={a.title} />
              </AppLink>
              <p className="text-xs text-muted">
                <FormattedDate iso={a.publishedAt} locale={props.locale} />
              </p>
            </div>
          </li>
        ))}
      </ol>
      <AppLink href={props.moreHref} className="mt-3 inline-block text-sm font-bold">
        {t('more')} →
      </AppLink>
    </section>
  );
}
