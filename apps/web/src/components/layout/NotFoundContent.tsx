import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';

/** The localised not-found body: heading, text, a link home (docs/product.md#not-found-page). */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <div className="container-site flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      {/* Japanese breaks between phrases, balanced: no lone 「た」 on a phone's second line. */}
      <h1 className="mt-4 text-2xl font-bold text-balance [word-break:auto-phrase]">
        {t('heading')}
      </h1>
      <p className="mt-4 max-w-xl text-balance text-muted [word-break:auto-phrase]">{t('body')}</p>
      <AppLink href="/" className="btn-brand mt-8">
        {t('home')}
      </AppLink>
    </div>
  );
}
