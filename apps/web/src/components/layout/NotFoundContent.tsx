import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import { Phrases } from '@/components/ui/Phrases';

/** The localised not-found body: heading, text, a link home (docs/product.md#not-found-page). */
export async function NotFoundContent() {
  const t = await getTranslations('notFound');
  return (
    <div className="container-site flex flex-col items-center py-24 text-center">
      <p className="text-6xl font-bold text-brand">404</p>
      {/* Centred: balanced lines, so no lone 「た」 ends the heading on a phone. */}
      <h1 className="mt-4 text-2xl font-bold text-balance">
        <Phrases text={t('heading')} />
      </h1>
      <p className="phrases mt-4 max-w-xl text-balance text-muted">
        <Phrases text={t('body')} />
      </p>
      <AppLink href="/" className="btn-brand mt-8">
        {t('home')}
      </AppLink>
    </div>
  );
}
