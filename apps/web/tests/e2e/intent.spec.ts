import { expect, test } from '@playwright/test';
import { ARTICLE, ARTICLE_TITLE, EN_SITE } from './support';

// React and Next load at the reader's first intent (docs/decisions/0019-framework-on-intent.md).

const isFramework = (url: string) => new URL(url).pathname.startsWith('/_next/static/');

test('a page is whole before any interaction and loads no framework until the reader moves', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  await page.goto(`/${ARTICLE}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ARTICLE_TITLE);
  expect(scripts.filter(isFramework)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

  await page.mouse.move(200, 300);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.filter(isFramework).length).toBeGreaterThan(3);
});

test('the page carries its stylesheet once, and React finds it when it hydrates on the first move', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  const stylesheets: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'stylesheet') stylesheets.push(r.url());
  });
  const html = await (await page.request.get(`/${ARTICLE}`)).text();
  const style = /<style data-precedence="[^"]*" data-href="([^"]+)">([^<]{200})/.exec(html);
  expect(style).not.toBeNull();
  const [, href = '', css = ''] = style ?? [];
  // In the head, not linked, and not again in the inline payload (as a script writes it, escaped).
  const copies = (text: string) => html.split(text).length - 1;
  const escaped = JSON.stringify(css).slice(1, -1).replace(/</g, '\\u003c');
  expect(copies(css)).toBe(1);
  expect(copies(escaped)).toBe(escaped === css ? 1 : 0);
  expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);

  // The file is held until React has hydrated: it must not wait for it (the page has the rules).
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/*.css', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto(`/${ARTICLE}`);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
  await page.mouse.move(200, 300);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(stylesheets).toEqual([expect.stringContaining(href)]);
  release();
  // React's own stylesheet link, once, right after the inlined copy (same rules, same place).
  const links = page.locator(`link[rel="stylesheet"][href="${href}"]`);
  await expect(links).toHaveCount(1);
  expect(
    await links.evaluate((l) => l.previousElementSibling?.getAttribute('data-href') ?? null),
  ).toBe(href);
  // A client navigation after it works as before: no new document, the page still styled.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByRole('banner').getByRole('link', { name: 'DVD' }).first().click();
  await expect(page).toHaveURL(/\/dvd$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await expect(links).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

  test('the first tap on the menu is not lost: it waits for React and opens the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'メニューを開く' }).tap();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('button', { name: 'メニューを閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});

test('when the framework never arrives, a held form is given back to the browser and posts without script', async ({
  page,
}) => {
  test.slow(); // the hold lasts 10 s before the browser gets the form back
  // The message is stored, and the contact form takes three a visitor per ten minutes: the ja
  // site's budget is contact.spec.ts's. Here, the en site (its Japanese pages), which trusts its
  // proxy, and an address of this attempt's own, so a retry is not refused as a fourth.
  const { repeatEachIndex, retry } = test.info();
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `127.71.${repeatEachIndex}.${retry + 1}` });
  await page.route(
    (url) => isFramework(url.toString()),
    (route) => route.abort(),
  );
  await page.goto(`${EN_SITE}/contact`);
  const form = page.getByRole('form', { name: 'お問い合わせフォーム' });
  await form.getByLabel('お問い合わせの種類').selectOption('review');
  await form.getByLabel('メールアドレス').fill('intent@example.jp');
  await form.getByLabel('お名前').fill('山田 太郎');
  await form.getByLabel('件名').fill(`フレームワークなし ${Date.now()}`);
  await form
    .getByLabel('メッセージ')
    .fill(
      '新しいブルーレイ作成ソフトのレビュー記事を書いていただけないでしょうか。資料もお送りします。',
    );
  await form.getByRole('button', { name: '送信する' }).click();
  await expect(page.getByTestId('contact-success')).toContainText('送信が完了しました', {
    timeout: 30_000,
  });
});
