import { TRACKER_CONFIG_ELEMENT_ID, type TrackerPageConfig } from './protocol';

/**
 * The page's tracker settings, from the JSON script TrackerScript renders. Missing or unreadable
 * → undefined (the tracker then does nothing). Only the shape's essentials are checked: the
 * server wrote it from validated site configuration.
 */
export function readPageConfig(doc: Document): TrackerPageConfig | undefined {
  try {
    const config = JSON.parse(doc.getElementById(TRACKER_CONFIG_ELEMENT_ID)?.textContent ?? 'null');
    return config &&
      typeof config.endpoint === 'string' &&
      Array.isArray(config.locales) &&
      config.push
      ? config
      : undefined;
  } catch {
    return undefined;
  }
}
