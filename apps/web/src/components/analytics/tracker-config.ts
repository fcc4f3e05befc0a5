import type { SiteConfig } from '@tsuzuri/config';
import {
  LEGACY_REPORT_PATH,
  REPORT_PATH,
  TRACKER_CONFIG_ELEMENT_ID,
  type TrackerPageConfig,
} from '@tsuzuri/tracker/protocol';

// The tracker's own names (Next compiles the tracker package: next.config.ts transpilePackages).
export { TRACKER_CONFIG_ELEMENT_ID };
/**
 * What the browser tracker needs from the site settings. The page HTML is cached and shared by
 * every visitor, so this holds settings only — never anything about the visitor.
 */
export function trackerPageConfig(config: SiteConfig): TrackerPageConfig {
  const reporting = config.reporting;
  const host = (reporting.testEnvironment ? reporting.testApi : reporting.onlineApi).replace(
    /\/+$/,
    '',
  );
  return {
    enabled: reporting.isOpen,
    endpoint: host + (reporting.legacy ? LEGACY_REPORT_PATH : REPORT_PATH),
    legacy: reporting.legacy,
    domain: config.domain,
    outboundDomains: reporting.outboundDomains,
    outboundExclusions: reporting.outboundExclusions,
    downloadPaths: [config.softwareDownloadUrl],
    purchasePaths: Object.values(config.buyUrls),
    installerName: reporting.installerName,
    locales: config.locales,
    defaultLocale: config.defaultLocale,
    testEnv: reporting.testEnvironment,
    push: { ...config.webPush },
  };
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
