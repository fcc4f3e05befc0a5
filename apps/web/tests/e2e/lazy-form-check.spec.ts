import { expect, type Page, type Route, test } from '@playwright/test';

/**
 * The comment form's browser-side check (its zod schema) is not part of an article's first view:
 * it loads when the reader reaches the form (docs/product.md#validation). A submit before it has
 * arrived waits for it; without it (it failed to load) the server's answer shows the errors.
 * Invalid submissions only: nothing is stored, no rate limit is spent.
 */
const ARTICLE = '/best-free-dvd-software';
const NAME_ERROR = 'エラー：有効な名前を入力してください';
/** A string only the schema library's code holds (one of zod's issue codes). */
const SCHEMA_CODE = 'invalid_type';

/** Every script the page loads, each marked by whether it carries the schema library. */
function watchScripts(page: Page) {
  const scripts: Promise<boolean>[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push(
        r.text().then(
          (body) => body.includes(SCHEMA_CODE),
          () => false,
        ),
      );
  });
  return { withSchema: async () => (await Promise.all(scripts)).filter(Boolean).length };
}

/** Holds back (or refuses) the script that carries the schema; every other script passes. */
async function interceptSchema(
  page: Page,
  answer: (route: Route, body: Response) => Promise<void>,
) {
  await page.route('**/_next/static/chunks/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes(SCHEMA_CODE)) await answer(route, new Response(body));
    else await route.fulfill({ response, body });
  });
}

/** The form's posts (a server action is a POST to the page's own URL; beacons go elsewhere). */
function countPosts(page: Page) {
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === ARTICLE) posts++;
  });
  return () => posts;
}

const form = (page: Page) => page.getByTestId('comment-form');
const submit = (page: Page) => form(page).getByRole('button', { name: 'コメントを送信' });

test('an article loads without the check; reaching the form loads it', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(ARTICLE);
  await page.waitForLoadState('networkidle');
  expect(await scripts.withSchema(), 'schema code in the first view').toBe(0);
  await form(page).locator('#comment-name').focus();
  await expect.poll(() => scripts.withSchema(), { timeout: 10_000 }).toBeGreaterThan(0);
});

test('a submit made before the check arrived waits for it, then shows the errors', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await interceptSchema(page, async (route, body) => {
    await held;
    await route.fulfill({ body: await body.text(), contentType: 'application/javascript' });
  });
  const posts = countPosts(page);
  await page.goto(ARTICLE);
  await page.waitForLoadState('load');
  await submit(page).click();
  release();
  await expect(form(page).getByTestId('comment-name-error')).toHaveText(NAME_ERROR);
  expect(posts(), 'refused in the browser: nothing sent').toBe(0);
});

test('when the check cannot load, the form is sent and the server answers with the errors', async ({
  page,
}) => {
  await interceptSchema(page, (route) => route.abort());
  const posts = countPosts(page);
  await page.goto(ARTICLE);
  await page.waitForLoadState('load');
  await submit(page).click();
  await expect(form(page).getByTestId('comment-name-error')).toHaveText(NAME_ERROR);
  expect(posts(), 'the server said it').toBeGreaterThan(0);
});

test('what this browser remembers for the form is read when the reader reaches it, not when the page hydrates', async ({
  page,
}) => {
  // localStorage's first touch on a page costs 13–50 ms of main thread (docs/benchmarks.md,
  // "The tracker's start in steps"): the page's first scroll or tap must not pay it.
  await page.addInitScript(() => {
    localStorage.setItem(
      'tsuzuri:comment-author',
      JSON.stringify({ name: '保存マニア', email: 'mania@example.jp' }),
    );
    const read = Storage.prototype.getItem;
    const reads: string[] = [];
    Object.assign(window, { storageReads: reads });
    Storage.prototype.getItem = function (key: string) {
      reads.push(key);
      return read.call(this, key);
    };
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(ARTICLE);
  await page.mouse.move(200, 300); // intent: React loads and hydrates
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const authorReads = () =>
    page.evaluate(() =>
      (window as unknown as { storageReads: string[] }).storageReads.filter(
        (key) => key === 'tsuzuri:comment-author',
      ),
    );
  expect(await authorReads()).toEqual([]);
  await expect(form(page).locator('#comment-name')).toHaveValue('');

  await form(page).scrollIntoViewIfNeeded();
  await expect(form(page).locator('#comment-name')).toHaveValue('保存マニア');
  await expect(form(page).locator('#comment-email')).toHaveValue('mania@example.jp');
  expect((await authorReads()).length).toBe(1);
});
