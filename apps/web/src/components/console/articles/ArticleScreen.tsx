import { type ArticleForEditing, listConsoleArticles } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import { editorialOptions } from '@/lib/console/editorial-options';
import { EDITOR_TEXTS } from '../editor/texts';
import { ArticleForm } from './ArticleForm.client';
import type { ArticleFields, TranslationLink } from './form-types';
import { ARTICLE_TEXTS } from './texts';
import './articles.css';
import '../editor/editor.css';

/** How often the screen autosaves while something changed (docs/product.md#editors-console). */
const AUTOSAVE_MS = 3000;

/** The same slug in the site's other locales: those articles, or a link to create them. */
async function translationsOf(
  slug: string,
  locale: string,
  locales: { value: string; label: string }[],
) {
  const db = await getDb();
  const others = locales.filter((l) => l.value !== locale);
  return Promise.all(
    others.map(async (l): Promise<TranslationLink> => {
      const found = slug
        ? (
            await listConsoleArticles(db, { q: slug, locale: l.value as never, perPage: 100 })
          ).items.find((a) => a.slug === slug)
        : undefined;
      return {
        locale: l.value,
        label: l.label,
        id: found?.id ?? null,
        title: found?.title ?? null,
      };
    }),
  );
}

type Props = {
  lang: 'ja' | 'en';
  /** The article being edited, or the starting values of a new one. */
  article: ArticleForEditing | null;
  start?: Partial<ArticleFields>;
};

/** The edit screen for an existing article or a new one (server part: loads the choices). */
export async function ArticleScreen({ lang, article, start }: Props) {
  const t = ARTICLE_TEXTS[lang];
  const options = await editorialOptions(lang);
  const fields: ArticleFields = article
    ? {
        title: article.title,
        slug: article.slug,
        description: article.description,
        keywords: article.keywords,
        category: article.category,
        author: article.author,
        locale: article.locale,
        thumbnail: article.thumbnail,
      }
    : {
        title: '',
        slug: start?.slug ?? '',
        description: '',
        keywords: '',
        category: null,
        author: null,
        locale: start?.locale ?? options.defaultLocale,
        thumbnail: null,
      };
  return (
    <ArticleForm
      t={t}
      lang={lang}
      editorLabels={EDITOR_TEXTS[lang]}
      initialFields={fields}
      initialMeta={
        article
          ? {
              id: article.id,
              version: article.version,
              state: article.state,
              publishAt: article.publishAt,
              change: article.change,
              savedSlug: article.slug,
              liveSlug: article.liveSlug,
            }
          : { state: 'draft', publishAt: null, change: null, savedSlug: '', liveSlug: null }
      }
      initialBody={article?.body ?? ''}
      categories={options.categories}
      authors={options.authors}
      locales={options.locales}
      translations={await translationsOf(fields.slug, fields.locale, options.locales)}
      siteUrl={options.siteUrl}
      defaultLocale={options.defaultLocale}
      autosaveMs={AUTOSAVE_MS}
    />
  );
}
