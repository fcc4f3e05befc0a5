import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/article/ArticleView';
import { WithSidebar } from '@/components/page/WithSidebar';
import { absoluteUrl } from '@/lib/article-page';
import { getArticle, getArticleLocales } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';

export type StandaloneProps = { params: Promise<{ locale: string }> };

/**
 * A fixed route whose content is an authored page (privacy policy, resource; docs/product.md#pages):
 * the text is imported like any article (no category), the route gives it its fixed path.
 */
export async function standaloneMetadata(
  slug: string,
  { params }: StandaloneProps,
): Promise<Metadata> {
  const { locale } = await params;
  const page = await getArticle(slug, locale);
  if (!page) return {};
  return pageMetadata({
    locale,
    path: `/${slug}`,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    availableLocales: await getArticleLocales(slug),
  });
}

export async function StandalonePage({ slug, params }: StandaloneProps & { slug: string }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = await getArticle(slug, locale);
  if (!page) notFound();
  const t = await getTranslations('nav');
  return (
    <WithSidebar locale={locale}>
      <ArticleView
        article={page}
        url={absoluteUrl(locale, `/${slug}`)}
        path={`/${slug}`}
        crumbs={[{ name: t('home'), href: '/' }, { name: page.title }]}
        related={[]}
        showPromo={false}
        standalone
      />
    </WithSidebar>
  );
}
