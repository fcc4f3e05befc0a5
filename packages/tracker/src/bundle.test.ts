// @vitest-environment happy-dom
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPageConfig } from './config';
import { readCookie } from './cookies';
import { TRACKER_CONFIG_ELEMENT_ID, type TrackerPageConfig } from './protocol';
import { captureBeacons, clearCookies, pageConfig, payloads } from './testing';

type Built = { name: string; bytes: number; gzip: number; budget?: number; code: string };
let bundles: Built[];
beforeAll(() => {
  // The real build script, in its no-write mode: what ships is what is measured and run here.
  const out = execFileSync(
    process.execPath,
    [path.join(import.meta.dirname, '..', 'build.mjs'), '--check'],
    { encoding: 'utf8' },
  );
  bundles = out
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line));
}, 30_000);

const tracker = () => bundles.find((b) => b.name === 'tracker')!;

describe('the tracker bundle', () => {
  it('stays under the 10 KB gzip budget, minified, with no source map reference', () => {
    const { gzip, budget, code } = tracker();
    expect(budget).toBe(10 * 1024);
    expect(gzip).toBeLessThan(10 * 1024);
    expect(code).not.toContain('sourceMappingURL');
    expect(code.split('\n').length).toBeLessThanOrEqual(2);
  });

  it('is one self-contained script: no imports, no exports, nothing left global', () => {
    const { code } = tracker();
    expect(code).toMatch(/^"use strict";\(\(\)=>\{/);
    expect(code).not.toMatch(/\bimport\s*[({"']|\bexport\s/);
  });
});

describe('the bundle on a page', () => {
  const run = (config: TrackerPageConfig | string | null) => {
    document.body.innerHTML = '';
    if (config !== null) {
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = TRACKER_CONFIG_ELEMENT_ID;
      script.textContent = typeof config === 'string' ? config : JSON.stringify(config);
      document.body.appendChild(script);
    }
    const beacons = captureBeacons(window);
    // Indirect eval: the built bundle runs in the page's global scope, as the browser runs the script.
    // biome-ignore lint/security/noGlobalEval: evaluating our own build output is the point of this test
    const globalEval = eval;
    globalEval(tracker().code);
    return beacons;
  };
  /** Long enough for the start's idle steps (happy-dom has no requestIdleCallback: 1 ms timers). */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 100));
  beforeEach(() => clearCookies());

  it('sends the page view when reporting is open, in idle time after the script has run', async () => {
    const beacons = run(pageConfig());
    // Nothing while the script itself runs: no cookie, no beacon (the start is in idle steps).
    expect(beacons.count()).toBe(0);
    expect(readCookie(document, 'guid')).toBeUndefined();
    await vi.waitFor(() => expect(beacons.count()).toBe(1));
    const views = payloads(await beacons.read(), 'page_view');
    expect(views).toHaveLength(1);
    expect(views[0].web_version).toBe('2.2.12');
  });

  it('sends nothing when reporting is closed, and sets no tracking cookie', async () => {
    const beacons = run(pageConfig({ enabled: false }));
    await settled();
    expect(await beacons.read()).toHaveLength(0);
    expect(readCookie(document, 'guid')).toBeUndefined();
    expect(readCookie(document, 's_id')).toBeUndefined();
  });

  it('does nothing, silently, without a config or with a broken one', async () => {
    for (const config of [null, '{"endpoint": ']) {
      const beacons = run(config);
      await settled();
      expect(await beacons.read()).toHaveLength(0);
    }
  });
});

describe('readPageConfig', () => {
  it('reads the JSON script and refuses one without the essentials', () => {
    document.body.innerHTML = `<script type="application/json" id="${TRACKER_CONFIG_ELEMENT_ID}">${JSON.stringify(pageConfig())}</script>`;
    expect(readPageConfig(document)?.endpoint).toBe('/api/web/report');
    document.body.innerHTML = `<script type="application/json" id="${TRACKER_CONFIG_ELEMENT_ID}">{"endpoint":"/x"}</script>`;
    expect(readPageConfig(document)).toBeUndefined();
  });
});
