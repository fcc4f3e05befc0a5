import type { ConsoleListInput } from '@tsuzuri/content/editorial';
import type { Option } from '@/lib/console/editorial-options';
import type { ArticleTexts } from './texts';

type Props = {
  t: ArticleTexts;
  filters: ConsoleListInput;
  options: { categories: Option[]; authors: Option[]; locales: Option[] };
};

const STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;

/** The list's filters: a plain GET form, so a filtered list is a link an editor can share. */
export function ArticleFilters({ t, filters, options }: Props) {
  const select = (name: string, label: string, value: string | undefined, choices: Option[]) => (
    <div className="c-field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <select id={`f-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{t.all}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <form className="c-filters" method="get" action="/admin/articles" role="search">
      <div className="c-field c-filters__q">
        <label htmlFor="f-q">{t.search}</label>
        <input
          id="f-q"
          name="q"
          type="search"
          className="c-input"
          defaultValue={filters.q ?? ''}
          placeholder={t.searchPlaceholder}
        />
      </div>
      {select(
        'status',
        t.status,
        filters.status,
        STATES.map((s) => ({ value: s, label: t.states[s] })),
      )}
      {select('category', t.category, filters.category, options.categories)}
      {select('author', t.author, filters.author, options.authors)}
      {options.locales.length > 1
        ? select('locale', t.locale, filters.locale, options.locales)
        : null}
      <div className="c-filters__buttons">
        <button type="submit" className="c-button">
          {t.filter}
        </button>
        <a href="/admin/articles">{t.clear}</a>
      </div>
    </form>
  );
}
