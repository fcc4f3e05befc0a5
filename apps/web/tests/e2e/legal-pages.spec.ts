import { expect, type Page, test } from '@playwright/test';
import { ARTICLE, EN_SITE, wake, wholeSitemap } from './support';

// The pages a Japanese software shop must publish (docs/product.md#legal-pages), as a reader
// reaches them from the footer, filled with the company facts of the shipped demo configuration
// (packages/config/src/defaults.ts).

const JA_COMPANY = {
  name: 'Tsuzuri株式会社',
  address: '〒100-0000 東京都千代田区丸の内0-0-0 つづりビル5階',
  phone: '03-0000-0000',
  email: 'support@tsuzuri.example',
};
const EN_COMPANY = {
  name: 'Tsuzuri Inc.',
  address: '5F Tsuzuri Building, 0-0-0 Marunouchi, Chiyoda-ku, Tokyo 100-0000, Japan',
};

/** Each page: its path, its heading in ja and en, and the facts its text must show. */
const PAGES = [
  {
    path: '/tokushoho',
    ja: '特定商取引法に基づく表記',
    en: 'Legal notice (Specified Commercial Transactions Act)',
    facts: ['販売業者', '運営統括責任者', JA_COMPANY.address, JA_COMPANY.phone, '30日間の返金保証'],
  },
  { path: '/terms-of-use', ja: '利用規約', en: 'Terms of Use', facts: ['準拠法'] },
  { path: '/cookies-policy', ja: 'Cookieポリシー', en: 'Cookie Policy', facts: ['guid', '365日'] },
  {
    path: '/privacy-policy',
    ja: 'プライバシーポリシー',
    en: 'Privacy Policy',
    facts: [JA_COMPANY.address, '代表取締役 綴 太郎', '安全管理措置', '開示等の請求', '日本'],
  },
  { path: '/about-us', ja: '会社概要', en: 'About Us', facts: [JA_COMPANY.address, '資本金'] },
];

async function expectPage(page: Page, heading: string, facts: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  const body = page.locator('article');
  for (const fact of facts) await expect(body, fact).toContainText(fact);
  await expect(body).not.toContainText('{{');
}

test('each legal page renders with its heading and the configured company facts', async ({
  page,
}) => {
  for (const p of PAGES) {
    const response = await page.goto(p.path);
    expect(response?.status(), p.path).toBe(200);
    await expectPage(page, p.ja, [JA_COMPANY.name, ...p.facts]);
  }
  await page.goto('/tokushoho');
  await expect(page.locator('article a[href^="mailto:"]').first()).toHaveAttribute(
    'href',
    `mailto:${JA_COMPANY.email}`,
  );
  await expect(page.locator('article a[href="/products"]').first()).toBeVisible();
});

test('the English pages show the company facts in English', async ({ page }) => {
  for (const p of PAGES) {
    const response = await page.goto(`${EN_SITE}/en${p.path}`);
    expect(response?.status(), p.path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(p.en);
    await expect(page.locator('article')).toContainText(EN_COMPANY.name);
    await expect(page.locator('article')).not.toContainText('{{');
  }
  await page.goto(`${EN_SITE}/en/tokushoho`);
  await expect(page.locator('article')).toContainText(EN_COMPANY.address);
});

for (const [site, prefix, lang] of [
  ['', '', 'ja'],
  [EN_SITE, '/en', 'en'],
] as const) {
  test(`the footer links every legal page and the company profile (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${site}${prefix}/`);
    const footer = page.getByRole('contentinfo');
    for (const p of PAGES) {
      const link = footer.locator(`a[href="${prefix}${p.path}"]`);
      await expect(link, p.path).toHaveCount(1);
      if (lang === 'ja') await expect(link).toHaveText(p.ja);
      expect((await request.get(`${site}${prefix}${p.path}`)).status(), p.path).toBe(200);
    }
    // One of them followed as a reader does, in the browser.
    await footer.locator(`a[href="${prefix}/tokushoho"]`).click();
    await expect(page).toHaveURL(`${site || 'http://127.0.0.1:3100'}${prefix}/tokushoho`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      lang === 'ja' ? PAGES[0].ja : PAGES[0].en,
    );
  });
}

test('/term-of-use answers 301 to the one terms page, in each locale', async ({ request }) => {
  const ja = await request.get('/term-of-use?from=old', { maxRedirects: 0 });
  expect(ja.status()).toBe(301);
  expect(new URL(ja.headers().location, 'http://x').pathname).toBe('/terms-of-use');
  expect(ja.headers().location).toContain('from=old');
  const en = await request.get(`${EN_SITE}/en/term-of-use`, { maxRedirects: 0 });
  expect(en.status()).toBe(301);
  expect(new URL(en.headers().location, 'http://x').pathname).toBe('/en/terms-of-use');
});

test('the sitemap lists the legal pages', async ({ request }) => {
  const sitemap = await wholeSitemap(request);
  for (const p of PAGES) expect(sitemap, p.path).toContain(`${p.path}</loc>`);
});

test('every cookie a reader receives is named on the cookie policy', async ({ page, context }) => {
  await page.goto(`/${ARTICLE}`);
  await wake(page); // recently_viewed is written by React, which loads at the first move
  await expect
    .poll(async () => (await context.cookies()).map((c) => c.name))
    .toEqual(expect.arrayContaining(['guid', 's_id', 'sidebarAB', 'recently_viewed']));
  const names = (await context.cookies()).map((c) => c.name);
  await page.goto('/cookies-policy');
  const policy = page.locator('article');
  for (const name of names)
    await expect(
      policy.locator('code', { hasText: new RegExp(`^${name}$`) }),
      name,
    ).not.toHaveCount(0);
});
