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

/**
 * The end-to-end tests' flags: the same, with the GPU thread in the browser process. With
 * `--disable-gpu` that "GPU" is software compositing, and a process of its own only adds a hop
 * for every frame. Measured on four specs (62 tests), two alternating pairs: Chromium 3–4 % less
 * CPU, 3 s of 94 less wall time (docs/testing.md, "Where Chromium's time goes"); on two cores the
 * suite waits on CPU. The bench keeps the plain flags, so its figures stay comparable.
 */
export const E2E_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--in-process-gpu'];
