import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type CDPSession, expect, test } from '@playwright/test';
import { PushRegistrationSchema } from '@tsuzuri/push/registration';
import { startPushRelay } from '@tsuzuri/test-support/push-relay';
import { fakeBrowserPushService, markTrackerLoaded } from './push-browser';
import { ARTICLE, EN_SITE } from './support';

/**
 * Web push end to end (docs/push.md, docs/decisions/0010-push-e2e-relay.md). Everything is the
 * real thing — the site's push client bundle, service worker, register route, database, the
 * operator's `npm run push` and web-push's encryption — except the browser's push service:
 * headless Chromium here cannot reach Google's, so `PushManager.subscribe` is replaced by one
 * that returns a subscription on a loopback relay, which decrypts what web-push sends and hands
 * it to the real service worker through the DevTools protocol.
 * The site must accept loopback endpoints: PUSH_ENDPOINT_HOSTS=127.0.0.1 (playwright.config.ts).
 */
const SITE = process.env.E2E_PUSH_SITE ?? EN_SITE;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** scripts/e2e-server.mjs keeps each site's database and VAPID keys in data/e2e-{port}. */
const siteDataDir = path.join(root, 'data', `e2e-${new URL(SITE).port}`);
// What the register call must carry: exactly the fields the server's schema reads.
const REGISTRATION_FIELDS = Object.keys(PushRegistrationSchema.shape);

/** `npm run push -- …` as the operator runs it, against the site's database and keys. */
async function pushCli(...args: string[]): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: siteDataDir,
    PUSH_ENDPOINT_HOSTS: '127.0.0.1',
  };
  for (const name of ['DATABASE_URL', 'VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'WEB_PUSH'])
    delete env[name];
  const { stdout } = await promisify(execFile)(
    path.join(root, 'node_modules/.bin/tsx'),
    ['apps/cli/src/push.ts', ...args],
    { cwd: root, env },
  );
  return stdout;
}

test('web push: asked 7 s after load, registered, and a sent notification reaches the service worker', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);

  const worker = await request.get(`${SITE}/webpush/sw.js`);
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['service-worker-allowed']).toBe('/');

  let cdp: CDPSession | undefined;
  let registrationId = '';
  const relay = await startPushRelay({
    answer: (name) => (name === 'gone' ? 410 : 201),
    deliver: async (push) => {
      await cdp?.send('ServiceWorker.deliverPushMessage', {
        origin: SITE,
        registrationId,
        data: push.text,
      });
    },
  });
  const context = await browser.newContext();
  try {
    const reader = relay.subscribe('reader');
    await context.grantPermissions(['notifications'], { origin: SITE });
    await context.addInitScript(fakeBrowserPushService, reader);
    await context.addInitScript(markTrackerLoaded);
    const page = await context.newPage();
    let registerCalls = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/index.php/sub/register')) registerCalls++;
    });

    await test.step('the prompt comes 7000 ms after the push client has loaded', async () => {
      // A paused fake clock: page time moves only when the test moves it.
      const start = Date.now();
      await page.clock.install({ time: start });
      await page.clock.pauseAt(start + 1000);
      await page.goto(`${SITE}/${ARTICLE}`);
      // The bundle loads in idle time after load: move the clock until it has run.
      await expect
        .poll(async () => {
          await page.clock.runFor(100);
          return page.evaluate(
            () => (window as unknown as { e2eTrackerLoaded?: boolean }).e2eTrackerLoaded === true,
          );
        })
        .toBe(true);
      await page.clock.runFor(6500);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(registerCalls).toBe(0);
    });

    const registered =
      await test.step('the subscription is posted to /index.php/sub/register and stored', async () => {
        const answer = page.waitForResponse((r) => r.url().endsWith('/index.php/sub/register'));
        await page.clock.runFor(1000);
        const response = await answer;
        expect(await response.json()).toEqual({ code: 200 });
        const body = response.request().postDataJSON();
        expect(Object.keys(body).sort()).toEqual([...REGISTRATION_FIELDS].sort());
        expect(body).toMatchObject({
          endpoint: reader.endpoint,
          auth: reader.keys.auth,
          pdhkey: reader.keys.p256dh,
          language: 'ja',
          explorer: 'Chrome',
        });
        expect(Number.isInteger(body.diff_time)).toBe(true);
        await expect
          .poll(
            async () =>
              (await context.cookies(SITE)).find((c) => /(^|_)push_online$/.test(c.name))?.value,
          )
          .toBe('1');
        expect(
          await page.evaluate(
            () => (window as unknown as { e2eSubscribedWith: string }).e2eSubscribedWith,
          ),
        ).toBe((await pushCli('keys')).trim());
        expect(await pushCli('list')).toContain(reader.endpoint);
        return body;
      });

    await test.step('npm run push -- send reaches the service worker, which shows the notification', async () => {
      cdp = await context.newCDPSession(page);
      const session = cdp;
      const found = new Promise<string>((resolve) => {
        session.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((r) => r.scopeURL === `${SITE}/` && !r.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      registrationId = await found;

      // A second browser, whose push service will answer 410 Gone.
      const gone = relay.subscribe('gone');
      const other = await request.post(`${SITE}/index.php/sub/register`, {
        data: {
          ...registered,
          endpoint: gone.endpoint,
          auth: gone.keys.auth,
          pdhkey: gone.keys.p256dh,
        },
      });
      expect(await other.json()).toEqual({ code: 200 });
      expect(await pushCli('list')).toContain(gone.endpoint);

      const output = await pushCli(
        'send',
        '--title',
        '新着記事のお知らせ',
        '--url',
        `/${ARTICLE}`,
        '--body',
        'DVDフリーソフトの比較を更新しました',
      );
      expect(output).toMatch(/removed [1-9]\d* gone/);
      const push = relay.received.find((p) => p.name === 'reader');
      expect(push?.vapid).toMatchObject({ valid: true, audience: new URL(reader.endpoint).origin });

      await expect
        .poll(() =>
          page.evaluate(async () => {
            const notifications = await (await navigator.serviceWorker.ready).getNotifications();
            return notifications.map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
          }),
        )
        .toEqual([
          {
            title: '新着記事のお知らせ',
            body: 'DVDフリーソフトの比較を更新しました',
            url: `/${ARTICLE}`,
          },
        ]);

      const list = await pushCli('list');
      expect(list).toContain(reader.endpoint);
      expect(list).not.toContain(gone.endpoint);
    });
  } finally {
    await context.close();
    await relay.close();
  }
});
