import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('notFound');
  return {
    title: t('title'),
    description: t('description'),
    keywords: t('keywords'),
    robots: { index: false },
  };
}

export default function NotFound() {
  return <NotFoundContent />;
}
