import { expect, type Locator, type Page, test } from '@playwright/test';
import { ARTICLE, isSubscribed } from './support';

// The frame around every page: header, navigation, back-to-top, footer (ja-only site).

const NAV_ORDER = [
  'ホーム',
  'DVD',
  'ブルーレイ',
  '4K UHD',
  'マルチメディア',
  '動画配信',
  'AI動画',
  'ブログ',
];
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'main' });
const topLink = (page: Page, name: string) =>
  mainNav(page).getByRole('link', { name, exact: true });

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the logo leads home with the top_nav_logo medium', async ({ page }) => {
    await page.goto('/dvd');
    // Named by what it shows (label in name): the site's name and, this wide, its tagline.
    const logo = page.getByRole('link', { name: 'Tsuzuri 映像ソフトの使い方ガイド', exact: true });
    await expect(logo).toHaveAttribute('href', '/?medium=top_nav_logo');
    await logo.click();
    await expect(page).toHaveURL(/\/\?medium=top_nav_logo$/);
    await expect(page.getByRole('heading', { name: '新着記事' })).toBeVisible();
  });

  test('the navigation starts with home, then the categories in their stored order', async ({
    page,
  }) => {
    await page.goto('/');
    const items = await mainNav(page).locator(':scope > ul > li > a').allInnerTexts();
    expect(items.map((t) => t.replace('▾', '').trim())).toEqual(NAV_ORDER);
  });

  /** Checks that a child category's link is hidden until `open` reaches its parent's link. */
  const expectPanelOpens = async (
    page: Page,
    parent: string,
    childName: string,
    open: (link: Locator) => Promise<void>,
  ) => {
    await page.goto('/');
    const child = mainNav(page).getByRole('link', { name: childName });
    await expect(child).toBeHidden();
    await open(topLink(page, parent));
    await expect(child).toBeVisible();
    return child;
  };

  test('hovering a category opens its panel of child categories', async ({ page }) => {
    const child = await expectPanelOpens(page, 'DVD', 'DVDコピー', (link) => link.hover());
    await child.click();
    await expect(page).toHaveURL(/\/dvd-copy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('DVDコピー');
  });

  test('keyboard focus on a category opens its panel too', async ({ page }) => {
    await expectPanelOpens(page, 'ブルーレイ', 'ブルーレイコピー', (link) => link.focus());
  });

  test('the blog has no dropdown panel', async ({ page }) => {
    await page.goto('/');
    const blogItem = mainNav(page)
      .locator(':scope > ul > li')
      .filter({ has: page.getByRole('link', { name: 'ブログ', exact: true }) });
    await expect(blogItem).toHaveCount(1);
    await topLink(page, 'ブログ').hover();
    await expect(blogItem.getByRole('link')).toHaveCount(1);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const openMenu = async (page: Page) => {
    await page.goto('/');
    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(mainNav(page)).toBeVisible();
    await expect(topLink(page, 'ブログ')).toBeVisible();
    await expect(page.getByRole('button', { name: 'メニューを閉じる' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  };

  test('the toggle opens the navigation and an outside click closes it', async ({ page }) => {
    await openMenu(page);
    await page.mouse.click(250, 32); // the empty header strip between logo and toggle
    await expect(mainNav(page)).toBeHidden();
    await expect(page.getByRole('button', { name: 'メニューを開く' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the open navigation', async ({ page }) => {
    await openMenu(page);
    await page.keyboard.press('Escape');
    await expect(mainNav(page)).toBeHidden();
  });

  test('the toggle closes it again', async ({ page }) => {
    await openMenu(page);
    await page.getByRole('button', { name: 'メニューを閉じる' }).click();
    await expect(mainNav(page)).toBeHidden();
  });

  test('a reader on an article searches from the menu (the header has no room for the field)', async ({
    page,
  }) => {
    await page.goto(`/${ARTICLE}`);
    const search = page.getByRole('search', { name: 'サイト内検索' });
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: 'メニューを開く' }).click();
    await expect(search).toBeVisible();
    await search.getByRole('searchbox').fill('DVD 書き込み');
    await search.getByRole('button', { name: '検索' }).click();
    await expect(page).toHaveURL(/\/search-result\?q=DVD\+%E6%9B%B8/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('DVD 書き込み');
  });
});

test('back-to-top appears after 100 px of scrolling and scrolls back up', async ({ page }) => {
  await page.goto(`/${ARTICLE}`);
  const button = page.getByRole('button', { name: 'ページの先頭へ戻る' });
  await expect(page.getByTestId('back-to-top')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(button).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 60));
  await expect(page.getByTestId('back-to-top')).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1500));
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBe(0);
  await expect(page.getByTestId('back-to-top')).toBeHidden();
});

test('the footer links home, the about pages and the sitemap', async ({ page }) => {
  await page.goto('/dvd');
  const footer = page.getByRole('navigation', { name: 'フッターメニュー' });
  const expected: [string, string][] = [
    ['ホーム', '/'],
    ['会社概要', '/about-us'],
    ['このサイトについて', '/about-site'],
    ['サイトマップ', '/pagelink'],
  ];
  for (const [name, href] of expected) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await footer.getByRole('link', { name: 'サイトマップ' }).click();
  await expect(page).toHaveURL(/\/pagelink$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('サイトマップ');
});

test('the ja-only footer has no language switch and no social links', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('© ');
  await expect(page.getByTestId('language-switch')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'English' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: '公式アカウント' })).toHaveCount(0);
});

test.describe('newsletter subscription', () => {
  test('an invalid address is refused with a message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill('not-an-address@');
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect(page.getByTestId('subscribe-status')).toHaveText(
      '有効なメールアドレスを入力してください',
    );
    await expect(page.getByRole('textbox', { name: 'メールアドレス' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  test('a valid address is stored and thanked', async ({ page }) => {
    const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
    await page.goto('/');
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill(email);
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect(page.getByTestId('subscribe-status')).toHaveText(
      'ご登録ありがとうございます。新着記事をお届けします。',
    );
    expect(isSubscribed(email)).toBe(true);
  });
});

test.describe('newsletter subscription without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The form posts back to the page's path (its action, never empty): on a not-found URL, to
  // the not-found page's route.
  for (const path of [`/${ARTICLE}`, '/no-such-page-to-subscribe-from']) {
    test(`${path}: the address is stored and thanked on the page it was sent from`, async ({
      page,
    }) => {
      const email = `e2e-nojs-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
      await page.goto(path);
      await page.getByRole('textbox', { name: 'メールアドレス', exact: true }).fill(email);
      await page.getByRole('button', { name: '登録', exact: true }).click();
      await expect(page.getByTestId('subscribe-status')).toHaveText(
        'ご登録ありがとうございます。新着記事をお届けします。',
      );
      expect(isSubscribed(email)).toBe(true);
    });
  }
});
