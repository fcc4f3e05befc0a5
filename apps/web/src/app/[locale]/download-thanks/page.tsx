import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DownloadThanks } from '@/components/conversion/DownloadThanks';
import { getProductByPid } from '@/lib/content';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'downloadThanks' });
  // A step in a reader's download, not a page to find: kept out of search results.
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: true },
  };
}

/**
 * Where a download link leads while the product has no download URL for the reader's OS (the
 * demo): `?pid=` names the product, `?os=windows|mac` the reader's OS (none: a phone, Linux).
 * The same for every reader of that product and OS, so the page cache may keep it; an unknown
 * product or OS is the site's 404 (made-up values make no page variants to store).
 */
export default async function DownloadThanksPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const query = await searchParams;
  const pid = one(query.pid);
  const os = query.os === undefined ? 'other' : one(query.os);
  if (os !== 'windows' && os !== 'mac' && os !== 'other') notFound();
  const product = pid ? await getProductByPid(pid, locale) : null;
  if (!product) notFound();
  return <DownloadThanks product={product} os={os} />;
}
