import type { SiteConfig } from '@tsuzuri/config';

/** The shapes of the transmissions registry (registry.ts). */

/** The settings that decide which transmissions a deployment makes. */
export type TransmissionSettings = Pick<
  SiteConfig,
  'reporting' | 'webPush' | 'analyticsTagIds' | 'captchaSiteKey'
>;

export type LocalText = { ja: string; en: string };

export type Transmission = {
  id: string;
  recipient: LocalText;
  service: LocalText;
  data: LocalText;
  purpose: LocalText;
  when: LocalText;
  /** The recipient's own privacy policy; none for this site's own services. */
  policyUrl?: string;
  /** The origins the page's scripts, connections and frames reach for it ('self' is implicit). */
  origins: { script?: string[]; connect?: string[]; frame?: string[] };
};

/** The origin of an absolute http(s) URL, or null (relative, empty or not a URL). */
export function originOf(value: unknown): string | null {
  if (typeof value !== 'string' || !/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
