import { siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { SubscribeForm } from '@/components/forms/SubscribeForm.client';
import { AppLink } from '@/components/ui/AppLink.client';
import { getSiteSettings } from '@/lib/content';
import { LANGUAGE_NAMES, languageSwitchHref } from '@/lib/languages';
import { LEGAL_PAGE_LINKS } from '@/lib/legal-pages';
import { versionedAssetUrl } from '@/lib/page-assets';

/** The site's own pages the footer links to, in order, with their label under `footer` (the legal ones follow in their own row). */
const PAGE_LINKS = [
  ['/', 'home'],
  ['/about-us', 'aboutUs'],
  ['/about-site', 'aboutSite'],
  ['/pagelink', 'sitemap'],
  ['/contact', 'contact'],
  ['/resource', 'resource'],
] as const;

export async function Footer({ locale }: { locale: string }) {
  const t = await getTranslations('footer');
  const config = siteConfig();
  // The console's site settings replace the configured links once an editor saved them.
  const links = (await getSiteSettings()).social ?? config.social;
  const social = Object.entries(links).filter((e): e is [string, string] => Boolean(e[1]));
  const link = 'text-slate-200 no-underline hover:text-white hover:underline';

  return (
    <footer className="mt-16 bg-slate-900 text-slate-200">
      <div className="container-site grid gap-10 py-12 md:grid-cols-3">
        <div>
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <img src={versionedAssetUrl('/images/logo.svg')} alt="" width={28} height={28} />{' '}
            Tsuzuri
          </p>
          <p className="mt-3 text-sm leading-relaxed text-slate-300">{t('about')}</p>
        </div>
        <nav aria-label={t('navLabel')}>
          <ul className="grid grid-cols-2 gap-2 text-sm">
            {PAGE_LINKS.map(([href, label]) => (
              <li key={href}>
                <AppLink href={href} className={link}>
                  {t(label)}
                </AppLink>
              </li>
            ))}
          </ul>
          {social.length > 0 && (
            <ul className="mt-6 flex gap-4 text-sm" aria-label={t('follow')}>
              {social.map(([name, url]) => (
                <li key={name}>
                  <a
                    href={url}
                    rel="noopener noreferrer"
                    target="_blank"
                    className={link}
                    data-social={name}
                  >
                    {t(`social.${name}` as 'social.x')}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className="flex flex-col gap-6">
          <SubscribeForm
            locale={locale}
            labels={{
              title: t('subscribeTitle'),
              label: t('subscribeLabel'),
              button: t('subscribeButton'),
              invalid: t('subscribeInvalid'),
              thanks: t('subscribeThanks'),
              failed: t('subscribeFailed'),
              pending: t('subscribePending'),
              rateLimited: t('subscribeRateLimited'),
              honeypot: t('subscribeHoneypot'),
            }}
          />
          {config.languageChange && (
            <details className="relative w-fit" data-testid="language-switch">
              <summary className="cursor-pointer rounded-md border border-slate-500 px-3 py-1.5 text-sm">
                {t('language')}: {LANGUAGE_NAMES[locale]}
              </summary>
              <ul className="absolute bottom-full mb-2 min-w-40 rounded-md bg-white p-1 text-ink shadow-lg">
                {config.locales.map((l) => (
                  <li key={l}>
                    <a
                      href={languageSwitchHref(l, config.defaultLocale)}
                      hrefLang={l}
                      lang={l}
                      className="block rounded px-3 py-1.5 text-sm text-ink no-underline hover:bg-brand-soft"
                    >
                      {LANGUAGE_NAMES[l]}
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </div>
      </div>
      <nav aria-label={t('legalLabel')} className="border-t border-slate-700 py-4">
        <ul className="container-site flex flex-wrap justify-center gap-x-5 gap-y-1 text-sm">
          {LEGAL_PAGE_LINKS.map(([href, label]) => (
            <li key={href}>
              <AppLink href={href} className={`${link} inline-block py-1`}>
                {t(label)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <p className="border-t border-slate-700 py-4 text-center text-xs text-slate-300">
        {t('copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
