import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ArticleView } from '@/components/article/ArticleView';
import { RecentlyViewed } from '@/components/article/RecentlyViewed.client';
import { CategoryView } from '@/components/category/CategoryView';
import { WithSidebar } from '@/components/page/WithSidebar';
import { absoluteUrl, articleCrumbs, isAdult, relatedArticles } from '@/lib/article-page';
import { getArticle, getArticleLocales, getCategory } from '@/lib/content';
import { pageMetadata } from '@/lib/metadata';
import { getPreviewArticle, previewTokenOf } from '@/lib/preview';

type Params = { locale: string; slug: string; id?: string[] };
type Search = { preview?: string | string[] };
type Props = { params: Promise<Params>; searchParams: Promise<Search> };

/**
 * "/{slug}" is a category when a category has that uid, otherwise an article; "/{slug}/{id}"
 * is the article with that id. Everything else under a locale ends here too and answers 404.
 */
async function resolve({ locale, slug, id }: Params, preview?: string) {
  if (id && (id.length !== 1 || !/^\d{1,9}$/.test(id[0]))) return null;
  if (!id) {
    const category = await getCategory(slug, locale);
    if (category) return { kind: 'category' as const, category };
  }
  // A valid preview link shows its article in any state (lib/preview.ts); otherwise the public one.
  const previewed = preview && !id ? await getPreviewArticle(slug, locale, preview) : null;
  const article = previewed ?? (await getArticle(slug, locale));
  if (!article || (id && String(article.id) !== id[0])) return null;
  return { kind: 'article' as const, article, preview: Boolean(previewed) };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const p = await params;
  const found = await resolve(p, previewTokenOf((await searchParams).preview));
  if (!found) return {};
  if (found.kind === 'category') {
    const t = await getTranslations({ locale: p.locale, namespace: 'category' });
    const title = t('title', { name: found.category.name });
    return pageMetadata({
      locale: p.locale,
      path: `/${found.category.uid}`,
      title,
      feed: { category: found.category.uid, title },
      description: found.category.description ?? t('description', { name: found.category.name }),
      keywords: [found.category.name, ...found.category.children.map((c) => c.name)],
    });
  }
  const a = found.article;
  return pageMetadata({
    locale: p.locale,
    path: `/${a.slug}`,
    title: a.title,
    description: a.description,
    keywords: a.keywords,
    availableLocales: await getArticleLocales(a.slug),
    noindex: isAdult(a.slug) || found.preview,
    article: {
      slug: a.slug,
      publishedAt: a.publishedAt,
      updatedAt: a.updatedAt,
      section: a.category?.name,
    },
  });
}

export default async function SlugPage({ params, searchParams }: Props) {
  const p = await params;
  setRequestLocale(p.locale);
  const found = await resolve(p, previewTokenOf((await searchParams).preview));
  if (!found) notFound();
  if (found.kind === 'category')
    return <CategoryView category={found.category} locale={p.locale} />;

  const article = found.article;
  const t = await getTranslations('nav');
  const adult = isAdult(article.slug);
  const [crumbs, related] = await Promise.all([
    articleCrumbs(article, t('home')),
    relatedArticles(article),
  ]);
  return (
    <WithSidebar
      locale={p.locale}
      author={article.author}
      promo={adult ? 'never' : article.category ? 'desktop' : 'always'}
    >
      <ArticleView
        article={article}
        url={absoluteUrl(p.locale, `/${article.slug}`)}
        path={`/${article.slug}`}
        crumbs={crumbs}
        related={related}
        showPromo={!adult}
        standalone={!article.category}
      />
      {article.category && <RecentlyViewed slug={article.slug} />}
    </WithSidebar>
  );
}
