/** The footer language map: each code's name in its own language (24 codes; docs/product.md#locales). */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  ja: '日本語',
  de: 'Deutsch',
  fr: 'Français',
  zh: '中文',
  tr: 'Türkçe',
  it: 'Italiano',
  pt: 'Português',
  es: 'Español',
  ar: 'العربية',
  ko: '한국어',
  id: 'Bahasa Indonesia',
  hi: 'हिन्दी',
  th: 'ไทย',
  tl: 'Tagalog',
  da: 'Dansk',
  nl: 'Nederlands',
  el: 'Ελληνικά',
  sv: 'Svenska',
  sr: 'Српски',
  hu: 'Magyar',
  ru: 'Русский',
  bg: 'Български',
  pl: 'Polski',
};

/** Where the language switch sends a reader: the locale's home, the default locale to "/". */
export function languageSwitchHref(locale: string, defaultLocale: string): string {
  return `${locale === defaultLocale ? '/' : `/${locale}`}?source=lang_switch`;
}
