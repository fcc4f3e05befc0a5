import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderArticleHtml } from '@tsuzuri/content/html';
import { MXSS_CORPUS, MXSS_MARKDOWN } from '@tsuzuri/test-support/mxss-corpus';
import { expect, type Page, test } from '@playwright/test';
import { operatorCommand } from './operator-command';

// Mutation XSS is about what a real browser builds from the markup, so the corpus is judged in
// Chromium: every payload goes through the article pipeline and the output is loaded into a page
// (no CSP, so script that could run would run); then real articles holding the payloads are
// imported into a running site and opened with everything the site adds (CSP, enhancer).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The site whose cache service is down (playwright.config.ts): pages render straight from the
// database, and these imports purge nothing another spec is counting on.
const FAULT_SITE = 'http://127.0.0.1:3102';

/** Records every sign of script: a dialog (each payload calls alert/confirm/prompt) or an uncaught error. */
function watchForScript(page: Page): string[] {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => ran.push(`error: ${error.message}`));
  return ran;
}

/** What is left in the article's DOM that could run script later (a click, a focus, a navigation). */
async function scriptCapableLeft(page: Page): Promise<string[]> {
  return page.locator('.article-body').evaluateAll((bodies) => {
    const found: string[] = [];
    const risky =
      'script,iframe,frame,object,embed,base,meta,link,style,template,form,svg,math,textarea,select';
    for (const body of bodies) {
      for (const el of body.querySelectorAll('*')) {
        if (el.matches(risky)) found.push(`<${el.localName}>`);
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) found.push(`${attr.name} on <${el.localName}>`);
          if (
            [
              'href',
              'src',
              'action',
              'formaction',
              'data-img',
              'data-embed-src',
              'xlink:href',
            ].includes(attr.name)
          ) {
            // A fixed base: pages set with setContent are about:blank, against which no relative URL resolves.
            const url = URL.parse(attr.value, 'https://site.invalid/');
            const placeholder =
              el.localName === 'img' &&
              attr.name === 'src' &&
              attr.value.startsWith('data:image/gif;base64,');
            if (!placeholder && !['http:', 'https:', 'mailto:'].includes(url?.protocol ?? ''))
              found.push(`${attr.name}="${attr.value}"`);
          }
        }
      }
    }
    return found;
  });
}

const articleDocument = (html: string) =>
  `<!doctype html><meta charset="utf-8"><main><div class="article-body">${html}</div></main>`;

test.describe('the mutation-XSS corpus in Chromium', () => {
  test('the harness sees script run: the fallback the lazy-image step used to write fires', async ({
    page,
  }) => {
    const ran = watchForScript(page);
    await page.setContent(
      articleDocument(
        '<noscript><img src="/a.png" alt="</noscript><img src=x onerror=alert(1)>"></noscript>',
      ),
    );
    await expect.poll(() => ran.length).toBeGreaterThan(0);
  });

  test('no payload runs script or leaves a script-capable element, attribute or URL', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ran = watchForScript(page);
    const failures: string[] = [];
    for (const { name, html } of MXSS_CORPUS) {
      const before = ran.length;
      await page.setContent(articleDocument(renderArticleHtml(html).html));
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 20))); // async events (toggle, error)
      const left = await scriptCapableLeft(page);
      if (ran.length > before || left.length)
        failures.push(`${name}: ${[...ran.slice(before), ...left].join(', ')}`);
    }
    expect(failures).toEqual([]);
  });
});

test('articles holding the payloads run no script on the site itself', async ({ page }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tsuzuri-mxss-'));
  const front = (slug: string) =>
    [
      '---',
      `slug: ${slug}`,
      'title: mXSS check',
      'description: payloads',
      'keywords: test',
      'locale: ja',
      'author: editorial',
      'published_at: 2020-01-02',
      'status: published',
      '---',
      '',
    ].join('\n');
  const articles = {
    [`mxss-reported-${stamp}`]: [
      '.md',
      '![</noscript><img src=x onerror=alert(1)>](/a.png)\n\n<img src="/b.png" alt="</noscript><img src=x onerror=alert(2)>">',
    ],
    [`mxss-corpus-${stamp}`]: ['.html', MXSS_CORPUS.map((c) => `<div>${c.html}</div>`).join('\n')],
    [`mxss-markdown-${stamp}`]: ['.md', MXSS_MARKDOWN.join('\n\n')],
  };
  for (const [slug, [ext, body]] of Object.entries(articles))
    fs.writeFileSync(path.join(dir, `${slug}${ext}`), front(slug) + body);
  operatorCommand('import.ts', [dir], {
    DATA_DIR: path.join(root, 'data', 'e2e-3102'),
    CACHE_URL: 'http://127.0.0.1:4102',
  });

  const ran = watchForScript(page);
  for (const slug of Object.keys(articles)) {
    const response = await page.goto(`${FAULT_SITE}/${slug}`);
    expect(response?.status(), slug).toBe(200);
    await page.mouse.wheel(0, 20_000); // bring every lazy image in range: the enhancer loads them
    await page.waitForTimeout(300);
    expect(await scriptCapableLeft(page), slug).toEqual([]);
  }
  expect(ran).toEqual([]);
  // The reported article still shows the author's words as the image's text alternative.
  await page.goto(`${FAULT_SITE}/mxss-reported-${stamp}`);
  await expect(page.locator('.article-body img.lazy-img').first()).toHaveAttribute(
    'alt',
    '</noscript><img src=x onerror=alert(1)>',
  );
});
