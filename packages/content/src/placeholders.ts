import type { CompanyFacts, SiteConfig } from '@tsuzuri/config';

/**
 * Company facts in authored pages (docs/content.md#placeholders): a page writes
 * `{{company.name}}` and the reader sees the configured name in the page's language. They are
 * filled when the page is read, not when it is imported, so a changed setting shows on the next
 * render without importing the pages again.
 */
const BILINGUAL = [
  'name',
  'representative',
  'responsiblePerson',
  'address',
  'founded',
  'capital',
  'dataCountries',
] as const satisfies readonly (keyof CompanyFacts)[];

export const PLACEHOLDER_NAMES = [
  ...BILINGUAL.map((k) => `company.${k}` as const),
  'company.phone',
  'company.email',
] as const;

export type PlaceholderName = (typeof PLACEHOLDER_NAMES)[number];
export type PlaceholderValues = Record<PlaceholderName, string>;

/** The values of every placeholder for one locale (a locale without its own text reads Japanese). */
export function placeholderValues(
  config: Pick<SiteConfig, 'company' | 'contactEmail'>,
  locale: string,
): PlaceholderValues {
  const lang = locale === 'en' ? 'en' : 'ja';
  const values = {
    'company.phone': config.company.phone,
    'company.email': config.contactEmail,
  } as PlaceholderValues;
  for (const key of BILINGUAL) values[`company.${key}`] = config.company[key][lang];
  return values;
}

/** `{{ name }}` anywhere; what sits between the braces is checked against the known names. */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;
/** The same inside a link's address, where the Markdown renderer percent-encoded the braces. */
const ENCODED_PLACEHOLDER = /%7B%7B([^%]*)%7D%7D/gi;
const known = new Set<string>(PLACEHOLDER_NAMES);

/** The placeholders in a text that no setting fills, as written (`{{company.nmae}}`). */
export function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].filter((m) => !known.has(m[1].trim())).map((m) => m[0]);
}

const lookup = (values: PlaceholderValues, name: string) =>
  known.has(name) ? values[name as PlaceholderName] : undefined;

/** A plain-text field (title, description) with its placeholders filled. */
export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (all, name: string) => lookup(values, name.trim()) ?? all);
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * Rendered HTML with its placeholders filled: as escaped text, and inside an address (the
 * `mailto:` of a link) percent-encoded, so a setting can never add markup or a URL scheme.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  return html
    .replace(PLACEHOLDER, (all, name: string) => {
      const value = lookup(values, name.trim());
      return value === undefined ? all : escapeHtml(value);
    })
    .replace(ENCODED_PLACEHOLDER, (all, name: string) => {
      const value = lookup(values, name.trim());
      return value === undefined ? all : escapeHtml(encodeURIComponent(value).replace(/%40/g, '@'));
    });
}
