import type { Article, ArticleSummary } from '@tsuzuri/content';
import { tocLabel } from '@tsuzuri/content/html';
import { getTranslations } from 'next-intl/server';
import { CommentSection } from '@/components/comments/CommentSection';
import { PromoBox } from '@/components/sidebar/PromoBox';
import { Phrases } from '@/components/ui/Phrases';
import { PageGraph } from '@/components/seo/PageGraph';
import type { Crumb } from '@/components/ui/Breadcrumb';
import { FormattedDate } from '@/components/ui/FormattedDate';
import { ArticleBody } from './ArticleBody';
import { ArticleGrid } from './ArticleCard';
import { ShareLinks } from './ShareLinks';
import { TableOfContents } from './TableOfContents';

type Props = {
  article: Article;
  url: string;
  /** The page's path without locale prefix (its canonical), for the structured data. */
  path: string;
  crumbs: Crumb[];
  related: ArticleSummary[];
  /** Adult-listed articles carry no promotions (adultUrls, docs/product.md#configuration). */
  showPromo: boolean;
  /** Standalone pages (privacy policy, about) show no dates, share links or related articles. */
  standalone?: boolean;
};

export async function ArticleView({
  article,
  url,
  path,
  crumbs,
  related,
  showPromo,
  standalone = false,
}: Props) {
  const t = await getTranslations('article');
  return (
    <article
      className="mx-auto max-w-[760px]"
      data-article={article.slug}
      data-standalone={standalone || undefined}
    >
      <PageGraph
        locale={article.locale}
        path={path}
        name={article.title}
        description={article.description}
        crumbs={crumbs}
        breadcrumbLabel={t('breadcrumb')}
        article={standalone ? undefined : article}
      />
      <header className="mb-6">
        {article.category && (
          <p className="mb-2 text-sm font-bold text-brand">{article.category.name}</p>
        )}
        <h1 className="text-2xl font-bold leading-tight md:text-3xl">
          <Phrases text={article.title} />
        </h1>
        {!standalone && (
          <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-muted">
            <span>
              {t('published')} <FormattedDate iso={article.publishedAt} locale={article.locale} />
            </span>
            {article.updatedAt > article.publishedAt && (
              <span>
                {t('updated')} <FormattedDate iso={article.updatedAt} locale={article.locale} />
              </span>
            )}
            {article.author && <span>{t('by', { name: article.author.name })}</span>}
            <span data-testid="reading-time">
              {t('readingTime', { minutes: article.readingMinutes })}
            </span>
          </p>
        )}
        {article.description && !standalone && (
          <p className="mt-4 rounded-lg bg-paper p-4 text-[15px] leading-relaxed text-muted">
            {article.description}
          </p>
        )}
      </header>
      {article.toc.length > 2 && (
        <TableOfContents entries={article.toc} label={tocLabel(article.locale)} />
      )}
      <ArticleBody html={article.bodyHtml} />
      {!standalone && <ShareLinks url={url} title={article.title} />}
      {showPromo && !standalone && (
        <div className="my-10">
          <PromoBox wide />
        </div>
      )}
      {!standalone && related.length > 0 && (
        <section className="mt-12">
          <h2 className="mb-4 text-xl font-bold">{t('related')}</h2>
          <ArticleGrid articles={related} />
        </section>
      )}
      {!standalone && <CommentSection slug={article.slug} locale={article.locale} />}
    </article>
  );
}
