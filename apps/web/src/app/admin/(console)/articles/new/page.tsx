import { SLUG_PATTERN } from '@tsuzuri/content/editorial';
import { SUPPORTED_LOCALES } from '@tsuzuri/config';
import type { Metadata } from 'next';
import { ArticleScreen } from '@/components/console/articles/ArticleScreen';
import { ARTICLE_TEXTS } from '@/components/console/articles/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: ARTICLE_TEXTS[await consoleLocale()].newTitle };
}

type Search = { slug?: string; locale?: string };

/** 新規作成; `?locale=en&slug=…` starts a translation of the article with that slug. */
export default async function NewArticlePage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('articles.edit');
  const { slug, locale } = await searchParams;
  const start = {
    slug: typeof slug === 'string' && SLUG_PATTERN.test(slug) ? slug : undefined,
    locale: (SUPPORTED_LOCALES as readonly string[]).includes(locale ?? '') ? locale : undefined,
  };
  return <ArticleScreen lang={await consoleLocale()} article={null} start={start} />;
}
