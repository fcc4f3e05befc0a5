import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { MediaCard } from '@/components/console/media/MediaCard.client';
import { MEDIA_TEXTS } from '@/components/console/media/texts';
import { UploadForm } from '@/components/console/media/UploadForm.client';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { mediaLibrary } from '@/lib/media-library';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: MEDIA_TEXTS[await consoleLocale()].title };
}

type Search = { q?: string; page?: string };

/** メディア: upload, search, alt texts, delete. */
export default async function MediaPage({ searchParams }: { searchParams: Promise<Search> }) {
  await requireStaff('media.view');
  const lang = await consoleLocale();
  const t = MEDIA_TEXTS[lang];
  const search = await searchParams;
  const q = typeof search.q === 'string' ? search.q.slice(0, 200) : '';
  const page = Math.max(1, Math.min(10_000, Number.parseInt(search.page ?? '1', 10) || 1));
  const list = await (await mediaLibrary()).list({ q, page });
  const pages = Math.max(1, Math.ceil(list.total / list.perPage));
  const href = (p: number) =>
    `/admin/media?${new URLSearchParams({ ...(q ? { q } : {}), page: String(p) })}`;
  return (
    <ConsolePage title={t.title}>
      <UploadForm t={t} lang={lang} />
      <form className="c-filters" method="get" action="/admin/media" role="search">
        <div className="c-field c-filters__q">
          <label htmlFor="media-q">{t.search}</label>
          <input
            id="media-q"
            name="q"
            type="search"
            className="c-input"
            defaultValue={q}
            placeholder={t.searchPlaceholder}
          />
        </div>
        <div className="c-filters__buttons">
          <button type="submit" className="c-button">
            {t.search}
          </button>
        </div>
      </form>
      <p className="c-count">{t.count.replace('{n}', String(list.total))}</p>
      {list.items.length ? (
        <ul className="c-media-grid c-media-grid--library">
          {list.items.map((item) => (
            <MediaCard key={item.id} t={t} lang={lang} item={item} />
          ))}
        </ul>
      ) : (
        <p className="c-empty">{t.empty}</p>
      )}
      {pages > 1 ? (
        <nav className="c-pager" aria-label={t.title}>
          {list.page > 1 ? <a href={href(list.page - 1)}>{t.previous}</a> : <span />}
          <span>
            {list.page} / {pages}
          </span>
          {list.page < pages ? <a href={href(list.page + 1)}>{t.next}</a> : <span />}
        </nav>
      ) : null}
    </ConsolePage>
  );
}
