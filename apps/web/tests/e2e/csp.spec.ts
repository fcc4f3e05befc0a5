import { expect, test } from '@playwright/test';
import { ARTICLE } from './support';

// The Content-Security-Policy as Chromium applies it (docs/security.md): the main pages, a
// player, a client-side navigation, and a frame the policy does not name. The headers
// themselves are checked from outside in security.spec.ts.
test('no Content-Security-Policy violation on the main pages, and the check does see one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (/Content.Security.Policy/i.test(m.text())) consoleErrors.push(m.text());
  });
  // The players answer nothing here (no network); the frame is still checked against frame-src.
  await page.route(/^https:\/\/(www\.youtube\.com|player\.vimeo\.com)\//, (route) =>
    route.fulfill({ status: 204, body: '' }),
  );
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  // Once (2026-11-27) the network did not go quiet for 90 s after the client-side navigation to
  // /dvd, and passed on retry: the requests still in flight say what kept it busy next time.
  const inFlight = new Map<object, string>();
  page.on('request', (r) => inFlight.set(r, r.url()));
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => inFlight.delete(r));
  const settled = async (where: string) => {
    try {
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
    } catch {
      throw new Error(
        `${where}: the network never went quiet; in flight: ${[...inFlight.values()].join(' ')}`,
      );
    }
  };
  for (const p of [
    '/',
    `/${ARTICLE}`,
    '/dvd',
    `/search-result?q=${encodeURIComponent('DVD')}`,
    '/contact',
    '/burn-home-videos-to-dvd',
  ]) {
    await page.goto(p);
    await settled(p);
    const play = page.locator('.video-embed__play').first();
    if (await play.count()) {
      // Until the page has hydrated a click does nothing: try again until the player is there.
      await expect(async () => {
        if (await play.count()) await play.click({ timeout: 1000 });
        await expect(page.locator('.video-embed iframe').first()).toBeAttached({ timeout: 1000 });
      }).toPass();
    }
    for (let i = 0; i < 4; i++) await page.mouse.wheel(0, 900);
    // A client-side navigation runs Next's router code too.
    await page.locator('header a[href="/dvd"]').first().click();
    await settled(`${p} → /dvd`);
    expect(await violations(), p).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);

  // The listener works: a frame from a host the policy does not name is reported.
  await page.evaluate(() =>
    document.body.append(
      Object.assign(document.createElement('iframe'), { src: 'https://evil.example/' }),
    ),
  );
  await expect
    .poll(violations)
    .toEqual([expect.stringMatching(/^frame-src https:\/\/evil\.example/)]);
});
