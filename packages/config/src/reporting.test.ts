import { describe, expect, it } from 'vitest';
import type { ContentEnv } from './env';
import { defaultSiteConfig } from './defaults';
import { reportingSettings } from './reporting';
import { SiteConfigSchema } from './schema';

const env = (vars: Partial<ContentEnv>) => vars as ContentEnv;
const shipped = defaultSiteConfig.reporting;

describe('reportingSettings', () => {
  it('ships reporting open, to this site, outside the test environment, with the site domain as outbound', () => {
    expect(reportingSettings(env({}), shipped)).toEqual({
      ...shipped,
      isOpen: true,
      onlineApi: '',
      testApi: '',
      testEnvironment: false,
      legacy: false,
      outboundDomains: ['tsuzuri.example'],
      outboundExclusions: [],
    });
    expect(SiteConfigSchema.safeParse(defaultSiteConfig).success).toBe(true);
  });

  it('takes the operator’s overrides from the environment', () => {
    const settings = reportingSettings(
      env({
        REPORTING_OPEN: 'false',
        REPORTING_ONLINE_API: 'https://analytics.example',
        REPORTING_TEST_API: 'https://analytics-test.example',
        REPORTING_TEST_ENV: '1',
        REPORTING_LEGACY: 'true',
        OUTBOUND_DOMAINS: 'store.example,partner.example',
        OUTBOUND_EXCLUSIONS: 'partner.example/affiliate',
      }),
      shipped,
    );
    expect(settings).toMatchObject({
      isOpen: false,
      onlineApi: 'https://analytics.example',
      testApi: 'https://analytics-test.example',
      testEnvironment: true,
      legacy: true,
      outboundDomains: ['store.example', 'partner.example'],
      outboundExclusions: ['partner.example/affiliate'],
    });
    expect(SiteConfigSchema.safeParse({ ...defaultSiteConfig, reporting: settings }).success).toBe(
      true,
    );
  });

  it('lets an empty OUTBOUND_DOMAINS switch outbound tracking off', () => {
    expect(reportingSettings(env({ OUTBOUND_DOMAINS: '' }), shipped).outboundDomains).toEqual([]);
  });

  it('refuses a report host that is not a URL', () => {
    expect(
      SiteConfigSchema.safeParse({
        ...defaultSiteConfig,
        reporting: { ...shipped, onlineApi: 'analytics.example' },
      }).success,
    ).toBe(false);
  });
});
