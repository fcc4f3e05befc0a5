import type { ContentEnv } from './env';
import type { SiteConfig } from './schema';

type Reporting = SiteConfig['reporting'];

const flag = (value: string | undefined, shipped: boolean) =>
  value === undefined ? shipped : value === 'true' || value === '1';
const list = (value: string | undefined, shipped: string[]) =>
  value === undefined ? shipped : value.split(',').filter(Boolean);

/** The analytics reporting settings: the shipped ones with the env's overrides (docs/configuration.md). */
export function reportingSettings(env: ContentEnv, shipped: Reporting): Reporting {
  return {
    ...shipped,
    isOpen: flag(env.REPORTING_OPEN, shipped.isOpen),
    onlineApi: env.REPORTING_ONLINE_API ?? shipped.onlineApi,
    testApi: env.REPORTING_TEST_API ?? shipped.testApi,
    testEnvironment: flag(env.REPORTING_TEST_ENV, shipped.testEnvironment),
    legacy: flag(env.REPORTING_LEGACY, shipped.legacy),
    outboundDomains: list(env.OUTBOUND_DOMAINS, shipped.outboundDomains),
    outboundExclusions: list(env.OUTBOUND_EXCLUSIONS, shipped.outboundExclusions),
  };
}
