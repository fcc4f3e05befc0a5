import { siteConfig } from '@tsuzuri/config';
import { VIDEO_HOSTS } from '@tsuzuri/content/html';
import { describe, expect, it } from 'vitest';
import { activeTransmissions, transmissionOrigins } from './registry';
import type { TransmissionSettings } from './types';

const config = siteConfig();
/** The settings with every optional service off. */
const base: TransmissionSettings = { ...config, webPush: { ...config.webPush, isOpen: false } };
const ids = (site: TransmissionSettings) => activeTransmissions(site).map((t) => t.id);

describe('the transmissions registry', () => {
  it('lists what a site without optional services sends: its analytics and the video players', () => {
    expect(ids(base)).toEqual(['analytics', 'video-youtube', 'video-vimeo', 'video-dailymotion']);
    expect(transmissionOrigins(base, 'script')).toEqual([]);
    expect(transmissionOrigins(base, 'connect')).toEqual([]);
  });

  it('names every video host an article may embed, one entry per company', () => {
    expect(transmissionOrigins(base, 'frame').sort()).toEqual(
      VIDEO_HOSTS.map((h) => `https://${h}`).sort(),
    );
  });

  it('adds the Google tag, the captcha and push only when they are configured', () => {
    const site = {
      ...base,
      analyticsTagIds: { ja: 'G-TEST' },
      captchaSiteKey: '0x4AAA',
      webPush: { ...base.webPush, isOpen: true, serviceUrl: 'https://push.example.com/api' },
    };
    expect(ids(site)).toEqual(expect.arrayContaining(['google-tag', 'captcha', 'push']));
    expect(transmissionOrigins(site, 'script')).toEqual([
      'https://www.googletagmanager.com',
      'https://challenges.cloudflare.com',
    ]);
    expect(transmissionOrigins(site, 'connect')).toContain('https://push.example.com');
  });

  it('drops its own analytics when reporting is off, and names a remote report host', () => {
    expect(ids({ ...base, reporting: { ...base.reporting, isOpen: false } })).not.toContain(
      'analytics',
    );
    const remote = {
      ...base,
      reporting: { ...base.reporting, onlineApi: 'https://analytics.example/api/web/report' },
    };
    expect(transmissionOrigins(remote, 'connect')).toEqual(['https://analytics.example']);
  });

  it('says who, what, why and when in both languages for every entry', () => {
    const all = activeTransmissions({
      ...base,
      analyticsTagIds: { ja: 'G-TEST' },
      captchaSiteKey: '6Lc-key',
      webPush: { ...base.webPush, isOpen: true },
    });
    for (const t of all) {
      for (const text of [t.recipient, t.service, t.data, t.purpose, t.when]) {
        expect(text.ja, t.id).toMatch(/\S/);
        expect(text.en, t.id).toMatch(/\S/);
      }
    }
  });
});
