import { beforeAll, describe, expect, it, vi } from 'vitest';

// The listing's head, without a database: ja has three pages of latest articles, en has one
// (the demo site's English has two articles), and the dvd category exists in both.
const PAGE_COUNTS: Record<string, number> = { ja: 3, en: 1 };
vi.mock('@/lib/content', () => ({
  getCategory: async (uid: string) => (uid === 'dvd' ? { uid, name: 'DVD' } : null),
  getListing: async (_kind: string, locale: string, page: number) =>
    page > 1 && page > (PAGE_COUNTS[locale] ?? 0)
      ? null
      : { items: [], total: 0, pageCount: PAGE_COUNTS[locale] ?? 0 },
}));
vi.mock('next-intl/server', () => ({
  // The key, and the values it was given: enough to see what a page's head is made of.
  getTranslations: async () => (key: string, values?: Record<string, unknown>) =>
    key === 'paged' ? `${values?.text}｜page ${values?.page}` : key,
  setRequestLocale: () => {},
}));

let listingMetadata: typeof import('./listing-page').listingMetadata;
beforeAll(async () => {
  process.env.SITE_LOCALES = 'ja,en';
  process.env.SITE_URL = 'https://tsuzuri.example';
  ({ listingMetadata } = await import('./listing-page'));
});

const head = (locale: string, page: string[] | undefined, category?: string) =>
  listingMetadata('latest', {
    params: Promise.resolve({ locale, page }),
    searchParams: Promise.resolve({ category }),
  });

describe('a listing page names as alternates only the languages that have that page', () => {
  it('page 2 of the Japanese list has no English alternate when English has one page', async () => {
    const { alternates, openGraph } = await head('ja', ['2']);
    expect(alternates?.languages).toEqual({ ja: '/by-latest/2', 'x-default': '/by-latest/2' });
    expect((openGraph as { alternateLocale?: string[] }).alternateLocale).toEqual([]);
  });

  it('page 1 exists in every language (an empty list is still a page), filter kept', async () => {
    const { alternates } = await head('en', undefined, 'dvd');
    expect(alternates?.languages).toEqual({
      ja: '/by-latest?category=dvd',
      en: '/en/by-latest?category=dvd',
      'x-default': '/by-latest?category=dvd',
    });
  });
});

describe("a listing page's title and description", () => {
  it('name the page from page 2 on, so no two pages of a list share them', async () => {
    const second = await head('ja', ['2']);
    expect([second.title, second.description]).toEqual([
      'latest.title｜page 2',
      'latest.description｜page 2',
    ]);
    const first = await head('ja', undefined);
    expect([first.title, first.description]).toEqual(['latest.title', 'latest.description']);
  });
});
