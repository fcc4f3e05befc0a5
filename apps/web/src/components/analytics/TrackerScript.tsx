import { siteConfig } from '@tsuzuri/config';
import { TRACKER_SCRIPT_SRC, versionedAssetUrl } from '@/lib/page-assets';
import { scriptJson, TRACKER_CONFIG_ELEMENT_ID, trackerPageConfig } from './tracker-config';
import { IdleScript } from './IdleScript';

/**
 * The first-party tracker and push client (packages/tracker): its settings as a JSON script, and
 * the bundle loaded in idle time after the page's load event, so it never delays rendering or
 * hydration — and by the browser itself (IdleScript), so a page view is sent even when React's
 * chunks never arrive. Its URL carries its version, so a reader's browser keeps it for good
 * (docs/caching.md#the-page-assets). Nothing when both reporting and web push are off.
 */
export function TrackerScript() {
  const config = trackerPageConfig(siteConfig());
  if (!config.enabled && !config.push.isOpen) return null;
  return (
    <>
      <script
        type="application/json"
        id={TRACKER_CONFIG_ELEMENT_ID}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: site settings serialised by scriptJson, which escapes `<`
        dangerouslySetInnerHTML={{ __html: scriptJson(config) }}
      />
      <IdleScript src={versionedAssetUrl(TRACKER_SCRIPT_SRC)} />
    </>
  );
}
