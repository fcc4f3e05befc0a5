import { siteConfig } from '@tsuzuri/config';
import { categoryTree } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { CategoryTree } from '@/components/console/taxonomy/CategoryTree.client';
import { TAXONOMY_TEXTS } from '@/components/console/taxonomy/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TAXONOMY_TEXTS[await consoleLocale()].categories };
}

/** カテゴリ: the tree, names per locale, navigation order. */
export default async function CategoriesPage() {
  await requireStaff('categories.edit');
  const lang = await consoleLocale();
  const t = TAXONOMY_TEXTS[lang];
  return (
    <ConsolePage title={t.categories}>
      <p className="c-hint">{t.categoriesIntro}</p>
      <CategoryTree
        t={t}
        lang={lang}
        locales={siteConfig().locales}
        tree={await categoryTree(await getDb())}
      />
    </ConsolePage>
  );
}
