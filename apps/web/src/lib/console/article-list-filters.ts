import { type ConsoleListInput, ConsoleListSchema } from '@tsuzuri/content/editorial';

type Search = Record<string, string | string[] | undefined>;

/** The query keys the articles list understands (its filter form's fields and its pages). */
const KEYS = ['status', 'category', 'author', 'locale', 'q', 'page'] as const;

/**
 * The articles list's filters from its URL: each key once, trimmed; anything else in the URL is
 * ignored. A value the list cannot use (`?page=abc`, an unknown status) is dropped alone: the
 * other filters of the same link still apply, instead of the whole list coming back unfiltered.
 */
export function articleListFilters(search: Search): ConsoleListInput {
  const picked: Record<string, string | undefined> = {};
  for (const key of KEYS) {
    const value = search[key];
    const one = (Array.isArray(value) ? value[0] : value)?.trim();
    if (one) picked[key] = one;
  }
  const parsed = ConsoleListSchema.safeParse(picked);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
  const kept = Object.fromEntries(Object.entries(picked).filter(([key]) => !bad.has(key)));
  const again = ConsoleListSchema.safeParse(kept);
  return again.success ? again.data : {};
}
