// Debian's Chromium as the tests and the bench launch it: never a downloaded browser, and no
// call home (this machine reaches only loopback and the package mirrors). Playwright adds
// --headless itself; the Lighthouse bench adds it to these.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
