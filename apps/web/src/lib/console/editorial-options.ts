import 'server-only';
import { SUPPORTED_LOCALES, siteConfig } from '@tsuzuri/config';
import { categoryTree, listAuthors } from '@tsuzuri/content/editorial';
import { getDb } from '@tsuzuri/db';

export type Option = { value: string; label: string };

const LOCALE_NAMES: Record<string, { ja: string; en: string }> = {
  ja: { ja: '日本語', en: 'Japanese' },
  en: { ja: '英語', en: 'English' },
};

const nameIn = <T extends { name: string }>(names: Partial<Record<string, T>>, lang: string) =>
  (names[lang] ?? names.ja ?? Object.values(names)[0])?.name;

/**
 * The choices the article screens offer, named in the console's language: categories (children
 * indented under their parent, in navigation order), authors, and the site's locales.
 */
export async function editorialOptions(lang: 'ja' | 'en') {
  const db = await getDb();
  const [tree, authors] = await Promise.all([categoryTree(db), listAuthors(db)]);
  const categories: Option[] = tree.flatMap((parent) => [
    { value: parent.uid, label: nameIn(parent.names, lang) ?? parent.uid },
    ...parent.children.map((child) => ({
      value: child.uid,
      label: `\u3000${nameIn(child.names, lang) ?? child.uid}`,
    })),
  ]);
  const site = siteConfig();
  return {
    categories,
    authors: authors.map((a) => ({ value: a.slug, label: nameIn(a.profiles, lang) ?? a.slug })),
    // Every locale the site serves; a locale the code supports but the site does not is hidden.
    locales: SUPPORTED_LOCALES.filter((l) => site.locales.includes(l)).map((l) => ({
      value: l,
      label: LOCALE_NAMES[l]?.[lang] ?? l,
    })),
    defaultLocale: site.defaultLocale,
    siteUrl: site.siteUrl,
  };
}
