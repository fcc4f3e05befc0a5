import type { SiteConfig } from './schema';

/**
 * The shipped settings. Hosts and secrets are overridden from the environment (see index.ts);
 * everything else is product configuration and changes with a commit.
 */
export const defaultSiteConfig: SiteConfig = {
  siteName: 'Tsuzuri',
  domain: 'tsuzuri.example',
  // The local origin; siteConfig() replaces it (and the two hosts below) with SITE_URL or the port.
  siteUrl: 'http://127.0.0.1:3000',
  contactEmail: 'support@tsuzuri.example',
  backendHosts: { test: 'http://127.0.0.1:3000', online: 'http://127.0.0.1:3000' },
  // PAYMENT_URL; none = the buy links lead to the product's plans section (docs/product.md#download-and-buy).
  paymentUrl: null,
  reporting: {
    isOpen: true,
    // '' = the site itself (/api/web/report on the page's own origin).
    testApi: '',
    onlineApi: '',
    installerName: 'TsuzuriVideoStudio',
    testEnvironment: false,
    legacy: false,
    outboundDomains: ['tsuzuri.example'],
    outboundExclusions: [],
  },
  iconFlag: true,
  locales: ['ja'],
  defaultLocale: 'ja',
  adInfo: true,
  shareWidget: { enabled: true, services: ['x', 'facebook', 'line', 'hatena'] },
  analyticsTagIds: { ja: '', en: '' },
  // isOpen and publicKey follow the VAPID keys (see index.ts and docs/push.md).
  webPush: {
    isOpen: false,
    publicKey: '',
    appId: '',
    blockedPages: ['checkout'],
    checkoutBlocked: true,
    serviceUrl: '',
  },
  googlePages: ['login', 'register'],
  signInClientId: '',
  softwareDownloadUrl: '/mlink/download.php',
  buyUrls: { checkout: '/checkout.htm', subscribe: '/order/subscribe.php' },
  captchaSiteKey: '',
  logoName: 'logo.svg',
  endWithObliquePages: [],
  languageChange: false,
  cacheHostNames: ['127.0.0.1'],
  needReview: true,
  closeRecommend: 6,
  topArticles: [
    { image: '/images/demo/app-ripper.svg', labelKey: 'dvdRipping', linkKey: 'dvdRipping' },
    { image: '/images/demo/app-copy.svg', labelKey: 'dvdCopy', linkKey: 'dvdCopy' },
    { image: '/images/demo/disc-bluray.svg', labelKey: 'blurayCopy', linkKey: 'blurayCopy' },
    { image: '/images/demo/disc-4k.svg', labelKey: 'uhd', linkKey: 'uhd' },
    { image: '/images/demo/streaming-download.svg', labelKey: 'streaming', linkKey: 'streaming' },
    { image: '/images/demo/ai-upscale.svg', labelKey: 'aiUpscale', linkKey: 'aiUpscale' },
    { image: '/images/demo/app-converter.svg', labelKey: 'converter', linkKey: 'converter' },
    { image: '/images/demo/app-editor.svg', labelKey: 'editor', linkKey: 'editor' },
    { image: '/images/demo/app-creator.svg', labelKey: 'dvdCreator', linkKey: 'dvdCreator' },
  ],
  adultUrls: ['fanza-download-player-guide'],
  social: {},
  protectedPages: [],
  pageSize: 12,
  popularWindowDays: 30,
  // Demo facts of a made-up company (the 0-0-0 address and 03-0000-0000 are placeholders): a
  // real deployment replaces them with the operator's own before the legal pages go public.
  company: {
    name: { ja: 'Tsuzuri株式会社', en: 'Tsuzuri Inc.' },
    representative: { ja: '代表取締役 綴 太郎', en: 'Taro Tsuzuri, Representative Director' },
    responsiblePerson: { ja: '綴 太郎', en: 'Taro Tsuzuri' },
    address: {
      ja: '〒100-0000 東京都千代田区丸の内0-0-0 つづりビル5階',
      en: '5F Tsuzuri Building, 0-0-0 Marunouchi, Chiyoda-ku, Tokyo 100-0000, Japan',
    },
    phone: '03-0000-0000',
    founded: { ja: '2012年4月', en: 'April 2012' },
    capital: { ja: '1,000万円', en: 'JPY 10 million' },
    dataCountries: { ja: '日本', en: 'Japan' },
  },
};
