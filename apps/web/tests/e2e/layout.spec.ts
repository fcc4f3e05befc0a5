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

test.describe('below the first screen of a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  /** Whether the browser has laid out `locator` (false while a content-visibility ancestor skips it). */
  const laidOut = (locator: Locator) =>
    locator.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));

  test('the sidebar and the related cards are laid out as they near the screen, and still reached', async ({
    page,
  }) => {
    await page.goto(`/${ARTICLE}`);
    const sidebarLink = page.locator('aside [data-sidebar-variant] a').first();
    const relatedCard = page.locator('article.group h3 a').last();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await laidOut(page.getByRole('heading', { level: 1 }))).toBe(true);
    expect(await laidOut(sidebarLink)).toBe(false);
    expect(await laidOut(relatedCard)).toBe(false);

    await relatedCard.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(relatedCard)).toBe(true);
    await expect(relatedCard).toBeVisible();
    await sidebarLink.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(sidebarLink)).toBe(true);

    // A link to the comments lands on them, though most of the body above them was skipped.
    await page.goto(`/${ARTICLE}#comments`);
    await expect(page.locator('#comments-heading')).toBeInViewport();
  });

  // A jump to the pager (End, the scroll bar, a test's click) shows the last results or cards at
  // once: were they laid out late, their stand-in heights gave way to the real ones two frames
  // after the jump and the pager moved up under the pointer (up to 279 px on a phone), so a
  // click aimed at 「次へ」 could land on nothing.
  for (const [name, path] of [
    ['search results', '/search-result?q=画'],
    ['the latest articles', '/by-latest'],
  ] as const) {
    test(`a jump to the pager of ${name} leaves it where it landed`, async ({ page }) => {
      for (const width of [412, 1280]) {
        await page.setViewportSize({ width, height: 823 });
        await page.goto(path);
        const pager = page.locator('main nav[aria-label$="ページ送り"]');
        const tops = await pager.evaluate(async (nav) => {
          nav.scrollIntoView({ block: 'center', behavior: 'instant' });
          const seen: number[] = [];
          for (let frame = 0; frame < 10; frame++) {
            seen.push(Math.round(nav.getBoundingClientRect().top));
            await new Promise((r) => requestAnimationFrame(r));
          }
          return seen;
        });
        expect(new Set(tops).size, `at ${width} px, its top in 10 frames: ${tops.join(' ')}`).toBe(
          1,
        );
      }
    });
  }

  /** The colour of the screenshot's top-left pixel, decoded in a blank page (no CSP there). */
  const firstPixel = async (page: Page, png: Buffer) => {
    const blank = await page.context().newPage();
    try {
      return await blank.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(1, 1);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        context.drawImage(image, 0, 0);
        return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      }, png.toString('base64'));
    } finally {
      await blank.close();
    }
  };

  for (const [name, path, link] of [
    [
      'a late search result’s title',
      '/search-result?q=画質',
      '[data-testid=search-results] li:nth-child(4) h2 a',
    ],
    ['a sidebar link (wide screen)', `/${ARTICLE}`, 'aside [data-sidebar-variant] a'],
  ] as const) {
    test(`${name} at the edge of a part laid out late shows its whole focus ring`, async ({
      page,
    }) => {
      if (name.includes('wide')) await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const target = page.locator(link).first();
      await page.keyboard.press('Tab');
      await target.focus();
      expect(await target.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
      // The ring (3 px, 2 px off the link, amber #f59e0b) just left of the link: outside the
      // part's box, where its paint containment would clip it without the clip margin. Focus
      // scrolls the part into view and lays it out; on a busy box its real height replaces the
      // stand-in a frame or more later and moves the link, so each look measures the link
      // again. A clipped ring never turns amber.
      const leftOfLink = async () => {
        const box = await target.boundingBox();
        if (!box) return `${link} has no box`;
        // A link moved by a late layout can be off screen for a frame; a clip there throws.
        const view = page.viewportSize();
        const y = box.y + box.height / 2;
        if (!view || box.x < 4 || y < 0 || y >= view.height) return `${link} is off screen`;
        const png = await page.screenshot({
          clip: { x: box.x - 4, y: box.y + box.height / 2, width: 1, height: 1 },
        });
        const [r, g, b] = await firstPixel(page, png);
        return r > 220 && g > 120 && g < 190 && b < 60 ? 'amber' : `rgb(${r}, ${g}, ${b})`;
      };
      await expect
        .poll(leftOfLink, { message: "the ring's amber just left of the link", timeout: 10_000 })
        .toBe('amber');
    });
  }
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
