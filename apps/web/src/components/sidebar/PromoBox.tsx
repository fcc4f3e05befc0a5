import { siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';

/** The recommended software: download (/mlink/download.php) and buy (checkout, subscription). */
export async function PromoBox({ wide = false }: { wide?: boolean }) {
  const t = await getTranslations('promo');
  const config = siteConfig();
  return (
    <section
      className={`rounded-xl bg-gradient-to-br from-brand-dark to-brand p-6 text-white ${wide ? 'md:flex md:items-center md:gap-8' : ''}`}
      data-testid="promo-box"
    >
      {/* Lazy: below the fold on phones, where an eager image is preloaded ahead of the page's own. */}
      <img
        src="/images/demo/software-box.svg"
        alt=""
        width={1280}
        height={720}
        loading="lazy"
        className={`mb-4 rounded-lg bg-white/10 ${wide ? 'md:mb-0 md:w-72' : ''}`}
      />
      <div>
        <p className="text-xs font-bold uppercase tracking-widest text-blue-100">{t('eyebrow')}</p>
        <h2 className="mt-1 text-xl font-bold">{t('name')}</h2>
        <p className="mt-2 text-sm leading-relaxed text-blue-50">{t('pitch')}</p>
        <ul className="mt-3 space-y-1 text-sm text-blue-50">
          <li>✓ {t('point1')}</li>
          <li>✓ {t('point2')}</li>
          <li>✓ {t('point3')}</li>
        </ul>
        <div className="mt-5 flex flex-wrap gap-2">
          <a href={config.softwareDownloadUrl} className="btn-accent" data-track="download">
            {t('download')}
          </a>
          <a
            href={config.buyUrls.checkout}
            className="btn bg-white text-brand-dark hover:bg-blue-50"
            data-track="purchase"
          >
            {t('buy')}
          </a>
          <a
            href={config.buyUrls.subscribe}
            className="btn border border-white/70 text-white hover:bg-white/10 hover:text-white"
            data-track="purchase"
          >
            {t('subscribe')}
          </a>
        </div>
      </div>
    </section>
  );
}
