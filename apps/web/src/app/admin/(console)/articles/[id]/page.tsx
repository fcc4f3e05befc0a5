import { getArticleForEditing } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ArticleScreen } from '@/components/console/articles/ArticleScreen';
import { ARTICLE_TEXTS } from '@/components/console/articles/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: ARTICLE_TEXTS[await consoleLocale()].editTitle };
}

/** 記事の編集. */
export default async function EditArticlePage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('articles.edit');
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) notFound();
  const article = await getArticleForEditing(await getDb(), Number(id));
  if (!article) notFound();
  return <ArticleScreen lang={await consoleLocale()} article={article} />;
}
