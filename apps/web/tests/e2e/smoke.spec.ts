import { expect, test } from '@playwright/test';

test('the home page answers in Japanese with the navigation', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(
    page.getByRole('navigation', { name: 'main' }).getByRole('link', { name: 'ホーム' }),
  ).toBeVisible();
});
