import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { acceptedCssError, VNU_JAR, type VnuMessage } from '../support/vnu';
import { ARTICLE, BILINGUAL_ARTICLE, EN_SITE } from './support';

// Every page type, clean in the validators readers and auditors trust (docs/testing.md,
// "Validators"): no error in the Nu Html Checker for the HTML Chromium received from the front,
// and no axe-core violation in Chromium at a desktop and a phone width.

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/dvd' },
  { name: 'article', path: `/${ARTICLE}` },
  { name: 'blog article', path: '/editorial-test-lab-tour' },
  { name: 'blog list', path: '/blog' },
  { name: 'latest', path: '/by-latest' },
  { name: 'popular', path: '/by-popularity' },
  { name: 'search with results', path: '/search-result?q=DVD' },
  { name: 'search without results', path: '/search-result?q=zzqqxxyy' },
  { name: 'contact', path: '/contact' },
  { name: 'tokushoho', path: '/tokushoho' },
  { name: 'terms of use', path: '/terms-of-use' },
  { name: 'cookies policy', path: '/cookies-policy' },
  { name: 'privacy policy', path: '/privacy-policy' },
  { name: 'about us', path: '/about-us' },
  { name: 'products', path: '/products' },
  { name: 'product', path: '/products/video-studio' },
  { name: 'external transmission', path: '/external-transmission' },
  { name: 'download thanks', path: '/download-thanks?pid=10421' },
  { name: 'page links', path: '/pagelink' },
  { name: 'not found', path: '/no-such-page-for-validators' },
  // The English site: the language switch and the social links appear only there.
  { name: 'English home', path: `${EN_SITE}/en/` },
  { name: 'English article', path: `${EN_SITE}/en/${BILINGUAL_ARTICLE}` },
];

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
];

const run = promisify(execFile);

test('the Nu Html Checker finds no error on any page type', async ({ page }) => {
  test.setTimeout(180_000); // one JVM for every page: slow to start, quick per page
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const files: string[] = [];
    for (const [i, p] of PAGES.entries()) {
      const response = await page.goto(p.path);
      expect(response, p.path).not.toBeNull();
      const file = path.join(dir, `${i}.html`);
      await writeFile(file, await response!.body());
      files.push(file);
    }
    // vnu exits 1 when it reports errors: the report on stdout is what counts.
    const { stdout } = await run(
      'java',
      ['-jar', VNU_JAR, '--format', 'json', '--stdout', ...files],
      {
        maxBuffer: 64 * 1024 * 1024,
      },
    ).catch((e: { stdout?: string; stderr?: string; code?: unknown }) => {
      if (!e.stdout)
        throw new Error(
          `vnu did not run (${String(e.code)}; npm test installs Java: default-jre-headless): ${e.stderr ?? e}`,
        );
      return { stdout: e.stdout };
    });
    const messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
    const errors = messages
      .filter((m) => m.type !== 'info' && !acceptedCssError(m))
      .map((m) => {
        const index = Number(path.basename(m.url ?? '', '.html'));
        return `${PAGES[index]?.path ?? m.url}:${m.lastLine ?? '?'}: ${m.message} «${m.extract ?? ''}»`;
      });
    expect(errors).toEqual([]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

for (const p of PAGES) {
  test(`axe-core finds no violation on the ${p.name} page (${p.path}) at 1366 and 390 px`, async ({
    page,
  }) => {
    const found: string[] = [];
    for (const size of WIDTHS) {
      await page.setViewportSize(size);
      await page.goto(p.path);
      // The default rule set: every WCAG 2.x A/AA rule and the best-practice rules (axe runs
      // both unless told otherwise); experimental and AAA rules stay off. Every rule still runs
      // on every element; `resultTypes` only spares axe listing each node that passed.
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .analyze();
      for (const v of violations) {
        const targets = v.nodes.map((n) => n.target.join(' ')).join(', ');
        found.push(`${size.width}px ${v.id} (${v.impact}): ${v.help} — ${targets}`);
      }
    }
    expect(found).toEqual([]);
  });
}

// The checker's `action=""` errors were the forms of server actions: each now names the page it
// posts back to without JavaScript — the page's public path (never Next's internal /ja/…), and no
// query but the mailed token on the (never cached) token page.
test('every form that posts names the page it is on as its action', async ({ page }) => {
  const PAGES_FORMS: [string, string[]][] = [
    ['/contact', ['/contact', '/contact']], // the contact form, the footer's subscription
    [`/${ARTICLE}?utm_source=x`, [`/${ARTICLE}`, `/${ARTICLE}`]], // comments, subscription
    [
      '/subscription/confirm?token=abc',
      ['/subscription/confirm?token=abc', '/subscription/confirm'],
    ],
    [`${EN_SITE}/en/contact`, ['/en/contact', '/en/contact']],
    [`${EN_SITE}/en/`, ['/en']],
    ['/no-such-page', ['/not-found-page']], // the one stored not-found page, whatever the URL
  ];
  for (const [url, expected] of PAGES_FORMS) {
    const html = (await (await page.goto(url))?.text()) ?? '';
    const actions = [...html.matchAll(/<form[^>]*method="POST"[^>]*>/gi)].map((m) =>
      /action="([^"]*)"/.exec(m[0])?.[1]?.replaceAll('&amp;', '&'),
    );
    expect(actions, url).toEqual(expected);
  }
});
