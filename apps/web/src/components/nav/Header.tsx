import type { NavCategory } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { SearchForm } from '@/components/search/SearchForm';
import { AppLink } from '@/components/ui/AppLink.client';
import { HeaderHeight } from '@/components/ui/HeaderHeight.client';
import { MobileMenu } from './MobileMenu.client';
import { SiteNav } from './SiteNav';
import { versionedAssetUrl } from '@/lib/page-assets';

/** Logo, search and the download button on top; the category navigation below. */
export async function Header({
  nav,
  downloadUrl,
  searchAction,
}: {
  nav: NavCategory[];
  downloadUrl: string;
  searchAction: string;
}) {
  const t = await getTranslations('nav');
  return (
    <header className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur">
      <div className="container-site flex flex-wrap items-center gap-x-4">
        <AppLink
          href="/?medium=top_nav_logo"
          className="flex h-16 shrink-0 items-center gap-2 text-ink no-underline hover:text-ink"
        >
          {/* Named by its visible text (the name, and the tagline where it shows), as WCAG's
              "label in name" asks: a voice user says what they see. */}
          <img src={versionedAssetUrl('/images/logo.svg')} alt="" width={36} height={36} />
          <span className="text-xl font-bold tracking-wide">Tsuzuri</span>
          <span className="hidden text-xs text-muted lg:inline">{t('tagline')}</span>
        </AppLink>
        <SearchForm
          action={searchAction}
          id="site-search"
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          className="ml-auto hidden md:block"
          inputClassName="w-56 rounded-full border border-line bg-paper px-4 py-1.5 text-sm focus:border-brand focus:outline-none lg:w-72"
        />
        <a
          href={downloadUrl}
          className="btn-accent hidden px-4 py-2 text-sm md:inline-flex"
          data-track="download"
        >
          {t('download')}
        </a>
        <MobileMenu openLabel={t('openMenu')} closeLabel={t('closeMenu')}>
          {/* On a phone the header has no room for the field: the menu carries it (a plain GET
              form, as the header's), so a reader can search from any page. */}
          <SearchForm
            action={searchAction}
            id="menu-search"
            label={t('search')}
            placeholder={t('searchPlaceholder')}
            button={t('searchButton')}
            className="flex gap-2 border-b border-line py-3 md:hidden"
            inputClassName="min-w-0 flex-1 rounded-full border border-line bg-paper px-4 py-2 text-base focus:border-brand focus:outline-none"
          />
          <SiteNav nav={nav} homeLabel={t('home')} allLabel={t.raw('allIn') as string} />
        </MobileMenu>
      </div>
      <HeaderHeight />
    </header>
  );
}
