// The table-of-contents heading in every language it has a label for (docs/product.md#locales).
const LABELS = {
  ja: '目次',
  en: 'Contents',
  ar: 'المحتويات',
  fr: 'Sommaire',
  de: 'Inhalt',
  zh: '目录',
  it: 'Indice',
  pt: 'Índice',
  es: 'Índice',
} as const satisfies Record<string, string>;

type Language = keyof typeof LABELS;

function isLanguage(value: string): value is Language {
  return Object.hasOwn(LABELS, value);
}

/**
 * Accepts a bare language or a full tag (ja-JP, pt_BR, zh-Hant-TW). Traditional Chinese
 * readers get 目錄 rather than the simplified 目录. Anything unknown falls back to English.
 */
export function tocLabel(locale: string): string {
  const tag = locale.trim().replace(/_/g, '-').toLowerCase();
  if (/^zh-(?:hant|tw|hk|mo)(?:-|$)/.test(tag)) return '目錄';
  const language = tag.split('-')[0] ?? '';
  return isLanguage(language) ? LABELS[language] : LABELS.en;
}
