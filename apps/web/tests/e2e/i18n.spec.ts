import { expect, type Page, test } from '@playwright/test';
import { ARTICLE, BILINGUAL_ARTICLE, EN_SITE } from './support';

// The site with English and the language switch turned on (SITE_LOCALES=ja,en, LANGUAGE_CHANGE=true,
// SOCIAL_X set): English under /en, Japanese unprefixed, alternates between them.

test.use({ baseURL: EN_SITE, viewport: { width: 1280, height: 800 } });

const alternate = (page: Page, lang: string) =>
  page.locator(`head link[rel="alternate"][hreflang="${lang}"]`);
const pathOf = async (page: Page, lang: string) =>
  new URL((await alternate(page, lang).getAttribute('href')) ?? '').pathname;

test('/en is the English home page', async ({ page }) => {
  const response = await page.goto('/en');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle('Tsuzuri | DVD, Blu-ray, streaming and AI video software guides');
  const nav = page.getByRole('navigation', { name: 'main' });
  await expect(nav.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/en');
  await expect(nav.getByRole('link', { name: 'Blu-ray', exact: true })).toHaveAttribute(
    'href',
    '/en/blu-ray',
  );
  await expect(page.getByRole('heading', { name: 'Latest articles' })).toBeVisible();
});

test('a translated article is served in English with ja and en alternates', async ({ page }) => {
  const response = await page.goto(`/en/${BILINGUAL_ARTICLE}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    "MP4, MKV or MOV? A Beginner's Guide to Video Formats and Codecs",
  );
  expect(await pathOf(page, 'en')).toBe(`/en/${BILINGUAL_ARTICLE}`);
  expect(await pathOf(page, 'ja')).toBe(`/${BILINGUAL_ARTICLE}`);
  expect(await pathOf(page, 'x-default')).toBe(`/${BILINGUAL_ARTICLE}`);
  expect(
    new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname,
  ).toBe(`/en/${BILINGUAL_ARTICLE}`);
});

test('the Japanese original links to its English translation', async ({ page }) => {
  await page.goto(`/${BILINGUAL_ARTICLE}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await pathOf(page, 'en')).toBe(`/en/${BILINGUAL_ARTICLE}`);
});

test('a Japanese-only article has no English page and advertises none', async ({
  page,
  request,
}) => {
  expect((await request.get(`/en/${ARTICLE}`)).status()).toBe(404);
  await page.goto(`/${ARTICLE}`);
  await expect(alternate(page, 'ja')).toHaveCount(1);
  await expect(alternate(page, 'en')).toHaveCount(0);
});

test('a search that may be indexed names no other language: its query finds other articles there, or none', async ({
  page,
}) => {
  await page.goto('/search-result?q=画質');
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
  expect(await pathOf(page, 'ja')).toBe('/search-result');
  await expect(alternate(page, 'x-default')).toHaveAttribute('href', /\/search-result\?q=/);
  await expect(alternate(page, 'en')).toHaveCount(0);
  // The search page itself, without a query, still has both.
  await page.goto('/search-result');
  expect(await pathOf(page, 'en')).toBe('/en/search-result');
});

test('the Japanese home page points to the English one', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  expect(await pathOf(page, 'en')).toBe('/en');
  expect(await pathOf(page, 'ja')).toBe('/');
});

test('the footer language switch lists both languages and switches to English', async ({
  page,
}) => {
  await page.goto('/');
  const languages = page.getByTestId('language-switch');
  await languages.locator('summary').click();
  const japanese = languages.getByRole('link', { name: '日本語' });
  const english = languages.getByRole('link', { name: 'English' });
  await expect(japanese).toHaveAttribute('href', '/?source=lang_switch');
  await expect(english).toHaveAttribute('href', '/en?source=lang_switch');
  await english.click();
  await expect(page).toHaveURL(/\/en\?source=lang_switch$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('the configured X account is linked in the footer', async ({ page }) => {
  await page.goto('/en');
  const social = page.getByRole('list', { name: 'Follow us' });
  await expect(social.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
    'href',
    'https://x.com/tsuzuri_example',
  );
});

test('a locale with digits redirects to the clean English URL', async ({ request }) => {
  const response = await request.get('/en2/dvd', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(new URL(response.headers().location, EN_SITE).pathname).toBe('/en/dvd');
});
