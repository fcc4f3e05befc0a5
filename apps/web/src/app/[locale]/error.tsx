'use client';

import { useParams } from 'next/navigation';
import { errorTexts } from '@/lib/error-messages';

/** Server or render errors inside a page: status code, the generic message, retry and home (docs/product.md#error-screens). */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string; statusCode?: number };
  reset: () => void;
}) {
  const { locale } = useParams<{ locale?: string }>();
  const t = errorTexts(locale);
  const home = locale && locale !== 'ja' ? `/${locale}` : '/';
  return (
    <div className="container-site flex flex-col items-center py-24 text-center" role="alert">
      <p className="text-6xl font-bold text-brand">{error.statusCode ?? 500}</p>
      <h1 className="mt-4 text-2xl font-bold">{t.heading}</h1>
      <p className="mt-4 text-muted">{t.generic}</p>
      {error.digest && <p className="mt-2 text-xs text-muted">ref: {error.digest}</p>}
      <div className="mt-8 flex gap-3">
        <button type="button" onClick={reset} className="btn-outline">
          {t.retry}
        </button>
        <a href={home} className="btn-brand">
          {t.home}
        </a>
      </div>
    </div>
  );
}
