import { VIDEO_HOSTS } from '@tsuzuri/content/html';
import { originOf, type Transmission, type TransmissionSettings } from './types';

/** One entry of the registry: the transmission, or null when this deployment does not make it. */
type Entry = (site: TransmissionSettings) => Transmission | null;

const DEVICE = {
  ja: 'IPアドレス、ブラウザーの種類と言語、閲覧中のページのURL',
  en: 'IP address, browser type and language, the URL of the page being read',
};
const ON_EVERY_PAGE = { ja: 'ページを表示したとき', en: 'When a page is shown' };
const GOOGLE = { ja: 'Google LLC', en: 'Google LLC' };
const GOOGLE_POLICY = 'https://policies.google.com/privacy';

const absolute = (values: unknown[]) => values.map(originOf).filter((o): o is string => o !== null);

const analytics: Entry = (site) =>
  site.reporting.isOpen
    ? {
        id: 'analytics',
        recipient: { ja: '当サイトの運営者', en: 'The operator of this site' },
        service: { ja: '当サイトのアクセス解析', en: "This site's own visitor analytics" },
        data: {
          ja: '閲覧したページと参照元、スクロール量、ダウンロード・購入リンクのクリック、ブラウザーの識別子（Cookie）、画面の大きさ',
          en: 'Pages read and where the reader came from, scroll depth, clicks on download and buy links, a browser identifier (cookie), screen size',
        },
        purpose: {
          ja: '記事の改善、人気記事ランキングの作成、不正なアクセスの防止',
          en: 'Improving the articles, building the popularity rankings, preventing abuse',
        },
        when: ON_EVERY_PAGE,
        // Empty report hosts mean this site itself.
        origins: { connect: absolute([site.reporting.testApi, site.reporting.onlineApi]) },
      }
    : null;

const googleTag: Entry = (site) =>
  Object.values(site.analyticsTagIds).some(Boolean)
    ? {
        id: 'google-tag',
        recipient: GOOGLE,
        service: { ja: 'Google アナリティクス', en: 'Google Analytics' },
        data: {
          ja: `${DEVICE.ja}、参照元、Cookie に保存された識別子`,
          en: `${DEVICE.en}, the referrer, an identifier stored in a cookie`,
        },
        purpose: { ja: 'サイト全体の利用状況の分析', en: 'Analysing how the site is used' },
        when: ON_EVERY_PAGE,
        policyUrl: GOOGLE_POLICY,
        origins: {
          script: ['https://www.googletagmanager.com'],
          connect: [
            'https://www.googletagmanager.com',
            'https://*.google-analytics.com',
            'https://*.analytics.google.com',
          ],
        },
      }
    : null;

/** The captcha widget (CaptchaWidget.client.tsx): Turnstile keys start with "0x", else reCAPTCHA. */
const captcha: Entry = (site) => {
  if (!site.captchaSiteKey) return null;
  const turnstile = site.captchaSiteKey.startsWith('0x');
  const common = {
    id: 'captcha',
    data: {
      ja: `${DEVICE.ja}、画面操作の情報`,
      en: `${DEVICE.en}, how the page is being used`,
    },
    purpose: {
      ja: 'コメント・お問い合わせフォームへの機械的な投稿の防止',
      en: 'Keeping automated submissions out of the comment and contact forms',
    },
    when: {
      ja: 'コメントまたはお問い合わせのフォームを表示したとき',
      en: 'When the comment or contact form is shown',
    },
  };
  return turnstile
    ? {
        ...common,
        recipient: { ja: 'Cloudflare, Inc.', en: 'Cloudflare, Inc.' },
        service: { ja: 'Cloudflare Turnstile', en: 'Cloudflare Turnstile' },
        policyUrl: 'https://www.cloudflare.com/privacypolicy/',
        origins: {
          script: ['https://challenges.cloudflare.com'],
          frame: ['https://challenges.cloudflare.com'],
        },
      }
    : {
        ...common,
        recipient: GOOGLE,
        service: { ja: 'Google reCAPTCHA', en: 'Google reCAPTCHA' },
        policyUrl: GOOGLE_POLICY,
        origins: {
          script: ['https://www.google.com', 'https://www.gstatic.com'],
          frame: ['https://www.google.com'],
        },
      };
};

/** Who runs each player an article may embed (content/html/embeds.ts keeps the hosts). */
const PLAYERS: Record<string, { recipient: string; service: string; policyUrl: string }> = {
  'www.youtube.com': { recipient: 'Google LLC', service: 'YouTube', policyUrl: GOOGLE_POLICY },
  'www.youtube-nocookie.com': {
    recipient: 'Google LLC',
    service: 'YouTube',
    policyUrl: GOOGLE_POLICY,
  },
  'player.vimeo.com': {
    recipient: 'Vimeo.com, Inc.',
    service: 'Vimeo',
    policyUrl: 'https://vimeo.com/privacy',
  },
  'www.dailymotion.com': {
    recipient: 'Dailymotion SA',
    service: 'Dailymotion',
    policyUrl: 'https://legal.dailymotion.com/en/privacy-policy/',
  },
};

/** One entry per company, never per host: a reader asks who receives their data. */
function videoPlayers(): Entry[] {
  const byService = new Map<string, string[]>();
  for (const host of VIDEO_HOSTS) {
    const player = PLAYERS[host];
    if (!player)
      throw new Error(`no disclosure for the video host ${host} (transmissions/entries.ts)`);
    byService.set(player.service, [...(byService.get(player.service) ?? []), `https://${host}`]);
  }
  return [...byService].map(([service, frames]) => {
    const player = PLAYERS[new URL(frames[0]).host];
    return () => ({
      id: `video-${service.toLowerCase()}`,
      recipient: { ja: player.recipient, en: player.recipient },
      service: { ja: `${service}（記事内の動画）`, en: `${service} (videos in articles)` },
      data: { ja: `${DEVICE.ja}、再生の操作`, en: `${DEVICE.en}, playback actions` },
      purpose: { ja: '記事内の動画の再生', en: 'Playing the videos in articles' },
      when: {
        ja: '記事内の動画の再生ボタンを押したときだけ（押すまで何も送信されません）',
        en: 'Only when the reader presses play on a video (nothing is sent before)',
      },
      policyUrl: player.policyUrl,
      origins: { frame: frames },
    });
  });
}

/** Push: the registration goes to the configured push service (this site when none is set). */
const push: Entry = (site) =>
  site.webPush.isOpen
    ? {
        id: 'push',
        recipient: {
          ja: '当サイトの運営者と、お使いのブラウザーの提供元（Google、Mozilla、Apple など）',
          en: "The operator of this site, and your browser's vendor (Google, Mozilla, Apple…)",
        },
        service: { ja: 'Web プッシュ通知', en: 'Web push notifications' },
        data: {
          ja: 'ブラウザーが発行する通知の宛先と暗号鍵、言語、タイムゾーン、端末とブラウザーの種類',
          en: 'The notification address and keys your browser issues, language, time zone, device and browser type',
        },
        purpose: {
          ja: '新しい記事のお知らせの配信（購読を選んだ方のみ）',
          en: 'Sending new-article notifications (to readers who subscribed)',
        },
        when: {
          ja: '通知を許可したとき、および通知を配信するとき',
          en: 'When the reader allows notifications, and when one is sent',
        },
        origins: { connect: absolute(Object.values(site.webPush)) },
      }
    : null;

export const ENTRIES: Entry[] = [analytics, googleTag, captcha, push, ...videoPlayers()];
