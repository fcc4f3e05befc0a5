import type { ConsoleArticle } from '@tsuzuri/content/editorial';
import type { Option } from '@/lib/console/editorial-options';
import { formatTokyo } from '@/lib/console/tokyo-time';
import { type ArticleTexts, fill } from './texts';

type Props = {
  t: ArticleTexts;
  lang: 'ja' | 'en';
  items: ConsoleArticle[];
  options: { categories: Option[]; authors: Option[]; locales: Option[] };
};

const labelOf = (options: Option[], value: string | null) =>
  value ? (options.find((o) => o.value === value)?.label.trim() ?? value) : '—';

/** The articles as a table on a desk and as stacked cards on a phone (CSS only). */
export function ArticleTable({ t, lang, items, options }: Props) {
  if (!items.length) return <p className="c-empty">{t.noArticles}</p>;
  return (
    <table className="c-table c-table--cards">
      <thead>
        <tr>
          <th scope="col">{t.title}</th>
          <th scope="col">{t.status}</th>
          <th scope="col">{t.category}</th>
          <th scope="col">{t.author}</th>
          {options.locales.length > 1 ? <th scope="col">{t.locale}</th> : null}
          <th scope="col">{t.updated}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((a) => (
          <tr key={a.id}>
            <td data-label={t.title}>
              <a href={`/admin/articles/${a.id}`} className="c-table__title">
                {a.title}
              </a>
              <span className="c-table__slug">/{a.slug}</span>
            </td>
            <td data-label={t.status}>
              <span className={`c-badge c-badge--${a.state}`}>{t.states[a.state]}</span>
              {a.hasChange ? (
                <span className="c-badge c-badge--change">{t.changeMarker}</span>
              ) : null}
              {a.state === 'scheduled' && a.publishAt ? (
                <span className="c-table__note">
                  {fill(t.scheduledFor, { at: formatTokyo(a.publishAt, lang) })}
                </span>
              ) : null}
            </td>
            <td data-label={t.category}>{labelOf(options.categories, a.category)}</td>
            <td data-label={t.author}>{labelOf(options.authors, a.author)}</td>
            {options.locales.length > 1 ? (
              <td data-label={t.locale}>{labelOf(options.locales, a.locale)}</td>
            ) : null}
            <td data-label={t.updated}>{formatTokyo(a.updatedAt, lang, false)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
