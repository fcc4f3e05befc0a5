import { siteConfig } from '@tsuzuri/config';
import { listAuthors } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { AuthorList } from '@/components/console/taxonomy/AuthorList.client';
import { TAXONOMY_TEXTS } from '@/components/console/taxonomy/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: TAXONOMY_TEXTS[await consoleLocale()].authors };
}

/** 著者: name, bio and avatar per locale. */
export default async function AuthorsPage() {
  await requireStaff('authors.edit');
  const lang = await consoleLocale();
  const t = TAXONOMY_TEXTS[lang];
  return (
    <ConsolePage title={t.authors}>
      <p className="c-hint">{t.authorsIntro}</p>
      <AuthorList
        t={t}
        lang={lang}
        locales={siteConfig().locales}
        authors={await listAuthors(await getDb())}
      />
    </ConsolePage>
  );
}
