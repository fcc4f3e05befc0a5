import type { Lang } from './lang';

/**
 * What the site's fixed pages are called on the console's screens, by the path's first segment
 * after a locale ('' is the home page). Articles and categories are named by the analytics
 * (their title, their name); a path of neither kind is shown as it is.
 */
const NAMES: Record<Lang, Record<string, string>> = {
  ja: {
    '': 'トップページ',
    'search-result': '検索結果',
    blog: 'ブログ',
    'by-latest': '新着記事',
    'by-popularity': '人気記事',
    contact: 'お問い合わせ',
    products: '製品',
    pagelink: 'サイトマップ（ページ一覧）',
    'external-transmission': '外部送信ポリシー',
    'download-thanks': 'ダウンロードのお礼ページ',
  },
  en: {
    '': 'Home page',
    'search-result': 'Search results',
    blog: 'Blog',
    'by-latest': 'Latest articles',
    'by-popularity': 'Popular articles',
    contact: 'Contact',
    products: 'Products',
    pagelink: 'Site map (all pages)',
    'external-transmission': 'External transmission policy',
    'download-thanks': 'Download thank-you page',
  },
};

/** A fixed page's name for a path of the given locale (`/en/blog/2` → ブログ), or null. */
export function fixedPageName(path: string, locale: string, lang: Lang): string | null {
  const parts = path.split(/[?#]/)[0].split('/').filter(Boolean);
  if (parts[0] === locale) parts.shift();
  return Object.hasOwn(NAMES[lang], parts[0] ?? '') ? NAMES[lang][parts[0] ?? ''] : null;
}
