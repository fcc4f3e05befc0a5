import type { ArticleFields } from './form-types';
import { type ArticleTexts, fill } from './texts';

export type AutosaveNeed = 'title' | 'slug' | 'body';

/**
 * What autosave still waits for: the server refuses an article without a title, a slug or a
 * body. A slug is not made up meanwhile: it is the article's public URL and the key that pairs
 * its translations, and a provisional one would go public if no one replaced it.
 */
export function autosaveNeeds(fields: ArticleFields, bodyEmpty: boolean): AutosaveNeed[] {
  const needs: AutosaveNeed[] = [];
  if (!fields.title.trim()) needs.push('title');
  if (!fields.slug.trim()) needs.push('slug');
  if (bodyEmpty) needs.push('body');
  return needs;
}

/** 「スラッグを入力すると自動保存されます」, naming what is missing; null when nothing is. */
export function autosaveNeedsText(
  t: ArticleTexts,
  lang: 'ja' | 'en',
  needs: AutosaveNeed[],
): string | null {
  if (!needs.length) return null;
  const names = new Intl.ListFormat(lang, { type: 'conjunction' }).format(
    needs.map((n) => t.autosaveNeedNames[n]),
  );
  return fill(t.autosaveNeeds, { fields: names });
}
