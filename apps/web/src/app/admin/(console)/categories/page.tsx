import { siteConfig } from '@tsuzuri/config';
import { categoryTree } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { CategoryTree } from '@/components/console/taxonomy/CategoryTree.client';
import { TAXONOMY_TEXTS } from '@/components/console/taxonomy/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TAXONOMY_TEXTS[await consoleLocale()].categories };
}

/** カテゴリ: the tree, names per locale, navigation order. */
export default async function CategoriesPage() {
  await requireStaff('categories.edit');
  const lang = await consoleLocale();
  const t = TAXONOMY_TEXTS[lang];
  return (
    <div className="c-page">
      <div className="c-page-head">
        <h1>{t.categories}</h1>
      </div>
      <p className="c-hint">{t.categoriesIntro}</p>
      <CategoryTree
        t={t}
        lang={lang}
        locales={siteConfig().locales}
        tree={await categoryTree(await getDb())}
      />
    </div>
  );
}
