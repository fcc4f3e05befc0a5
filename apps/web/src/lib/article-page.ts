import 'server-only';
import type { Article } from '@tsuzuri/content';
import { repositories } from '../repositories';
import { siteConfig } from '@tsuzuri/config';
import type { Crumb } from '@/components/ui/Breadcrumb';
import { localizedPath } from './metadata';

export function isAdult(slug: string): boolean {
  return siteConfig().adultUrls.includes(slug);
}

/** Articles of the same category, newest first: closeRecommend (6) of them (docs/product.md#configuration). */
export async function relatedArticles(article: Article) {
  if (!article.category) return [];
  const { articles } = await repositories();
  return articles.top({
    locale: article.locale,
    order: 'latest',
    perPage: siteConfig().closeRecommend,
    categoryIds: [article.category.cid],
    excludeSlugs: [article.slug, ...siteConfig().adultUrls],
  });
}

export function absoluteUrl(locale: string, path: string): string {
  return new URL(localizedPath(locale, path), siteConfig().siteUrl).toString();
}

export async function articleCrumbs(article: Article, homeName: string): Promise<Crumb[]> {
  const crumbs: Crumb[] = [{ name: homeName, href: '/' }];
  if (article.category) {
    const { categories } = await repositories();
    const category = await categories.byUid(article.category.uid, article.locale);
    if (category?.parent)
      crumbs.push({ name: category.parent.name, href: `/${category.parent.uid}` });
    crumbs.push({ name: article.category.name, href: `/${article.category.uid}` });
  }
  crumbs.push({ name: article.title });
  return crumbs;
}
