import { listConsoleArticles } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { ArticleFilters } from '@/components/console/articles/ArticleFilters';
import { ArticleTable } from '@/components/console/articles/ArticleTable';
import { ARTICLE_TEXTS, fill } from '@/components/console/articles/texts';
import { articleListFilters } from '@/lib/console/article-list-filters';
import { editorialOptions } from '@/lib/console/editorial-options';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: ARTICLE_TEXTS[await consoleLocale()].listTitle };
}

type Search = Record<string, string | string[] | undefined>;

/** 記事一覧: every article in every state, filtered and searched, newest change first. */
export default async function ArticlesPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('articles.view');
  const lang = await consoleLocale();
  const t = ARTICLE_TEXTS[lang];
  const filters = articleListFilters(await searchParams);
  const [list, options] = await Promise.all([
    listConsoleArticles(await getDb(), filters),
    editorialOptions(lang),
  ]);
  const pageHref = (page: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries({ ...filters, page }))
      if (value) params.set(key, String(value));
    return `/admin/articles?${params}`;
  };
  return (
    <ConsolePage
      title={t.listTitle}
      actions={
        <a className="c-button" href="/admin/articles/new">
          {t.newArticle}
        </a>
      }
    >
      <ArticleFilters t={t} filters={filters} options={options} />
      <p className="c-count">{fill(t.count, { n: list.total })}</p>
      <ArticleTable t={t} lang={lang} items={list.items} options={options} />
      {list.pageCount > 1 ? (
        <nav
          className="c-pager"
          aria-label={fill(t.page, { page: list.page, pages: list.pageCount })}
        >
          {list.page > 1 ? <a href={pageHref(list.page - 1)}>{t.previous}</a> : <span />}
          <span>{fill(t.page, { page: list.page, pages: list.pageCount })}</span>
          {list.page < list.pageCount ? <a href={pageHref(list.page + 1)}>{t.next}</a> : <span />}
        </nav>
      ) : null}
    </ConsolePage>
  );
}
