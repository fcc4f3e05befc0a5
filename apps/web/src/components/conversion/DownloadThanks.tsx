import { getTranslations } from 'next-intl/server';
import { AppLink } from '@/components/ui/AppLink.client';
import type { ClientOs } from '@/lib/client-platform';
import { DEMO_DOWNLOAD } from '@/lib/demo-download';

type Props = { product: { slug: string; name: string }; os: ClientOs };

/**
 * The thank-you page's body: the download starts by itself on a computer (a meta refresh: no
 * script needed, and one navigation to a file is a download, not a page change), a button in
 * case it does not, the install steps for the reader's OS, and where to go next.
 */
export async function DownloadThanks({ product, os }: Props) {
  const t = await getTranslations('downloadThanks');
  const productPath = `/products/${product.slug}`;
  return (
    <div className="container-site max-w-3xl py-12 md:py-16" data-testid="download-thanks">
      {os !== 'other' && <meta httpEquiv="refresh" content={`1;url=${DEMO_DOWNLOAD.path}`} />}
      <h1 className="text-2xl font-bold md:text-3xl">{t('heading', { name: product.name })}</h1>
      <p className="mt-4 text-lg">{os === 'other' ? t('otherOs') : t('starting')}</p>
      <p className="mt-6">
        <a href={DEMO_DOWNLOAD.path} download className="btn-accent" data-testid="download-start">
          {t('button')}
        </a>
      </p>
      <p className="mt-4 text-sm text-muted">
        {t('demoNote', { size: `${DEMO_DOWNLOAD.bytes} B` })}
      </p>

      <h2 className="mt-10 text-xl font-bold">{t('nextHeading')}</h2>
      <ol className="mt-4 list-decimal space-y-2 pl-6">
        <li>{t('stepOpen')}</li>
        {os !== 'mac' && <li>{t('stepWindows')}</li>}
        {os !== 'windows' && <li>{t('stepMac')}</li>}
        <li>{t('stepLaunch')}</li>
      </ol>
      <p className="mt-6 flex flex-wrap gap-3">
        <AppLink href={productPath} className="btn-outline">
          {t('productLink', { name: product.name })}
        </AppLink>
        <AppLink href={`${productPath}#plans`} className="btn-outline">
          {t('plansLink')}
        </AppLink>
      </p>

      <h2 className="mt-10 text-xl font-bold">{t('helpHeading')}</h2>
      <p className="mt-3">{t('helpBody')}</p>
      <p className="mt-4">
        <AppLink href="/contact" className="btn-brand">
          {t('contactLink')}
        </AppLink>
      </p>
    </div>
  );
}
