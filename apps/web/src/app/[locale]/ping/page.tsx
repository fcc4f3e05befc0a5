import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'ping' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** A light page that proves the whole stack answers: routing, locale, layout, database. */
export default async function PingPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('ping');
  return (
    <div className="container-site py-16 text-center">
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p className="mt-4 text-muted" data-testid="pong">
        pong
      </p>
    </div>
  );
}
