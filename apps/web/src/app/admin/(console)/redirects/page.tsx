import { listRedirects } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';
import type { Metadata } from 'next';
import '@/components/console/articles/articles.css';
import { RedirectsEditor } from '@/components/console/redirects/RedirectsEditor.client';
import { REDIRECT_TEXTS } from '@/components/console/redirects/texts';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { ConsolePage } from '@/components/console/ConsolePage';

export async function generateMetadata(): Promise<Metadata> {
  return { title: REDIRECT_TEXTS[await consoleLocale()].title };
}

/** リダイレクト: the redirects table the front reads before its cache. */
export default async function RedirectsPage() {
  await requireStaff('redirects.edit');
  const lang = await consoleLocale();
  const t = REDIRECT_TEXTS[lang];
  return (
    <ConsolePage title={t.title}>
      <p className="c-hint">{t.intro}</p>
      <RedirectsEditor t={t} lang={lang} redirects={await listRedirects(await getDb())} />
    </ConsolePage>
  );
}
