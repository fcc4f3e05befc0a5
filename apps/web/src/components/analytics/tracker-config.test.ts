// The shipped settings themselves: siteConfig() would also resolve (and create) VAPID keys.
import { defaultSiteConfig } from '@tsuzuri/config/defaults';
import { LEGACY_REPORT_PATH, REPORT_PATH } from '@tsuzuri/tracker/protocol';
import { describe, expect, it } from 'vitest';
import { MXSS_CORPUS } from '@tsuzuri/test-support/mxss-corpus';
import { scriptJson, trackerPageConfig } from './tracker-config';

const site = defaultSiteConfig;

describe('trackerPageConfig', () => {
  it('reports to this site’s /api/web/report by default, with the download and buy paths of the site settings', () => {
    const config = trackerPageConfig(site);
    expect(config).toMatchObject({
      enabled: true,
      endpoint: REPORT_PATH,
      legacy: false,
      testEnv: false,
      domain: 'tsuzuri.example',
      downloadPaths: ['/mlink/download.php'],
      purchasePaths: ['/checkout.htm', '/order/subscribe.php'],
      installerName: 'TsuzuriVideoStudio',
      locales: ['ja'],
      defaultLocale: 'ja',
    });
    expect(config.push).toEqual(site.webPush);
  });

  it('reports to the test host in the test environment, and to /v2/report when legacy', () => {
    const reporting = {
      ...site.reporting,
      onlineApi: 'https://a.example/',
      testApi: 'https://test.a.example',
      testEnvironment: true,
    };
    expect(trackerPageConfig({ ...site, reporting }).endpoint).toBe(
      `https://test.a.example${REPORT_PATH}`,
    );
    expect(
      trackerPageConfig({
        ...site,
        reporting: { ...reporting, testEnvironment: false, legacy: true },
      }).endpoint,
    ).toBe(`https://a.example${LEGACY_REPORT_PATH}`);
  });

  it('carries nothing about a visitor: the same config for every request', () => {
    expect(JSON.stringify(trackerPageConfig(site))).not.toMatch(/guid|s_id|token|finger/);
  });
});

describe('scriptJson', () => {
  it('cannot close the script element early, and still parses back to the same value', () => {
    const value = { outboundExclusions: ['</script><script>alert(1)</script>', '<!--'] };
    const json = scriptJson(value);
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual(value);
  });

  it('keeps every mutation-XSS payload inside the script element as data', () => {
    const value = {
      outboundExclusions: [...MXSS_CORPUS.map((c) => c.html), '<!--<script>', '\u2028\u2029'],
    };
    const json = scriptJson(value);
    // No `<` at all: neither `</script` nor `<!--` (which switches the script parser's state) can occur.
    expect(json).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
