import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';
export default defineConfig({
  testDir: './tests/e2e',
  workers: 1,
  timeout: 60_000,
  reporter: [['list']],
  use: { launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS }, locale: 'ja-JP', trace: 'off' },
});
