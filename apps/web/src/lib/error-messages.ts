/**
 * Texts of the error screens. They render in the browser without the message bundles (an error
 * boundary must not depend on what may have failed), so they live here, small, per locale.
 */
export const ERROR_TEXTS = {
  ja: {
    heading: 'エラーが発生しました',
    generic: '記事が見つかりませんでした',
    retry: 'もう一度試す',
    home: 'ホームへ戻る',
    fallback: 'エラーページの表示中にエラーが発生しました',
  },
  en: {
    heading: 'Something went wrong',
    generic: 'Post not found',
    retry: 'Try again',
    home: 'Go home',
    fallback: 'An error occured while showing the error page',
  },
} as const;

export function errorTexts(locale: string | undefined) {
  return locale === 'en' ? ERROR_TEXTS.en : ERROR_TEXTS.ja;
}
