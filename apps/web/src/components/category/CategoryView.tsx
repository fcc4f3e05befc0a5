import type { Category } from '@tsuzuri/content';
import { getTranslations } from 'next-intl/server';
import { ArticleGrid } from '@/components/article/ArticleCard';
import { SectionHeading } from '@/components/home/SectionHeading';
import { WithSidebar } from '@/components/page/WithSidebar';
import { AppLink } from '@/components/ui/AppLink.client';
import { PageGraph } from '@/components/seo/PageGraph';
import { pathFor } from '@/lib/site-routes';
import { getListing } from '@/lib/content';
import { PageTitle } from '@/components/ui/PageTitle';

/** A category hub: its description, its sub-categories and its newest articles. */
export async function CategoryView({ category, locale }: { category: Category; locale: string }) {
  const [t, tNav, tListing, listing] = await Promise.all([
    getTranslations('category'),
    getTranslations('nav'),
    getTranslations('listing'),
    getListing('latest', locale, 1, category.uid),
  ]);
  const articles = listing?.items ?? [];
  const crumbs = [
    { name: tNav('home'), href: '/' },
    ...(category.parent ? [{ name: category.parent.name, href: `/${category.parent.uid}` }] : []),
    { name: category.name },
  ];
  return (
    <WithSidebar locale={locale}>
      <PageGraph
        locale={locale}
        path={`/${category.uid}`}
        type="CollectionPage"
        name={t('title', { name: category.name })}
        description={category.description ?? t('description', { name: category.name })}
        crumbs={crumbs}
        breadcrumbLabel={tNav('breadcrumb')}
      />
      <header className="mb-8">
        <PageTitle>{t('title', { name: category.name })}</PageTitle>
        <p className="mt-3 text-muted">
          {category.description ?? t('description', { name: category.name })}
        </p>
        {category.children.length > 0 && (
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={t('subcategories')}>
            {category.children.map((c) => (
              <li key={c.uid}>
                <AppLink
                  href={`/${c.uid}`}
                  className="inline-block rounded-full border border-line px-4 py-1.5 text-sm text-ink no-underline hover:border-brand hover:text-brand"
                >
                  {c.name}
                </AppLink>
              </li>
            ))}
          </ul>
        )}
      </header>
      {/* The cards' h3 titles need an h2 above them (heading order, for screen-reader navigation). */}
      <section aria-labelledby="category-latest">
        <SectionHeading
          id="category-latest"
          title={tListing('latest.title', { category: category.name })}
        />
        {articles.length ? (
          <ArticleGrid articles={articles} priorityCount={3} />
        ) : (
          <p className="text-muted">{t('empty')}</p>
        )}
      </section>
      {listing && listing.total > articles.length && (
        <p className="mt-8 text-center">
          <AppLink href={pathFor('by-latest', { category: category.uid })} className="btn-outline">
            {t('more', { name: category.name, count: listing.total })}
          </AppLink>
        </p>
      )}
    </WithSidebar>
  );
}
