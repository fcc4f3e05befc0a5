import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';
import { NotFoundContent, notFoundMetadata } from '@/components/layout/NotFoundContent';

export async function generateMetadata(): Promise<Metadata> {
  return notFoundMetadata(await getLocale());
}

export default function NotFound() {
  return <NotFoundContent />;
}
