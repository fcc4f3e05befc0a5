import { expect, request, test } from '@playwright/test';

// A site whose page-cache service is down and whose `contact` page is protected.
const FAULT = 'http://127.0.0.1:3102';

test('pages are still served when the cache service is down', async () => {
  const api = await request.newContext();
  for (const path of ['/', '/dvd', '/best-free-dvd-software', '/blog']) {
    const res = await api.get(`${FAULT}${path}`);
    expect(res.status(), path).toBe(200);
  }
  expect((await api.get(`${FAULT}/dvd`)).headers()['x-page-cache']).toMatch(/HIT|MISS/);
  expect((await api.get(`${FAULT}/category/list?language=ja`)).status()).toBe(200);
});

test('a protected page sends a visitor without a token to the login page', async () => {
  const api = await request.newContext({ maxRedirects: 0 });
  const res = await api.get(`${FAULT}/contact`, { maxRedirects: 0 });
  expect(res.status()).toBe(302);
  expect(res.headers().location).toBe('/login');
  const withToken = await api.get(`${FAULT}/contact`, {
    headers: { cookie: 'token_id=abc' },
    maxRedirects: 0,
  });
  expect(withToken.status()).toBe(200);
  expect((await api.get(`${FAULT}/dvd`, { maxRedirects: 0 })).status()).toBe(200);
});
