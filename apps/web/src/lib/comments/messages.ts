import { preferredLanguages } from '../http/quality-list';
import en from '@messages/en.comments.json';
import ja from '@messages/ja.comments.json';
import type { CommentErrorKey, CommentErrors } from '../forms/comment-fields';

/**
 * The comment texts outside a page render (the JSON endpoint), read from the same bundles the
 * pages use, so the form and the API always say the same words.
 */
const bundles = { ja: ja.comments, en: en.comments } as const;
export type CommentsBundleLocale = keyof typeof bundles;

export function hasCommentsBundle(
  locale: string | null | undefined,
): locale is CommentsBundleLocale {
  return !!locale && Object.hasOwn(bundles, locale);
}

export function commentErrorText(locale: CommentsBundleLocale, key: CommentErrorKey): string {
  return bundles[locale].errors[key];
}

export function commentThanksText(locale: CommentsBundleLocale): string {
  return bundles[locale].thanks;
}

/** The one message an API client shows: the first problem in form order. */
export function firstCommentError(errors: CommentErrors): CommentErrorKey {
  return errors.name ?? errors.email ?? errors.body ?? errors.form ?? 'failed';
}

/**
 * The language of an API answer: `?lang=`, then Accept-Language, then the comment's own locale,
 * then the site's default — the first that has texts.
 */
export function apiMessageLocale(
  url: URL,
  acceptLanguage: string | null,
  bodyLocale: unknown,
  fallback: string,
): CommentsBundleLocale {
  const fromHeader = preferredLanguages(acceptLanguage)
    .map((language) => language.slice(0, 2))
    .find(hasCommentsBundle);
  const candidates = [
    url.searchParams.get('lang'),
    fromHeader,
    typeof bodyLocale === 'string' ? bodyLocale : null,
    fallback,
  ];
  return candidates.find(hasCommentsBundle) ?? 'ja';
}
