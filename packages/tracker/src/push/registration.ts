import type { PushRegistration } from '../protocol';

/**
 * The register call's body (docs/product.md#push-subscription) from a subscription and what the browser says about
 * itself. Shared by the page and the service worker (which re-registers on its own), so it
 * only uses what both have: the user agent string and the clock.
 */
export type BrowserFacts = { language: string; userAgent: string; appId: string; now: Date };

export function buildRegistration(
  subscription: PushSubscriptionJSON,
  facts: BrowserFacts,
): PushRegistration {
  const browser = browserOf(facts.userAgent);
  return {
    language: facts.language,
    diff_time: utcOffsetSeconds(facts.now),
    device_model: deviceModelOf(facts.userAgent),
    app_id: facts.appId,
    endpoint: subscription.endpoint ?? '',
    auth: subscription.keys?.auth ?? '',
    pdhkey: subscription.keys?.p256dh ?? '',
    explorer: browser.name,
    explorer_version: browser.version,
  };
}

/** The UTC offset in seconds, east of UTC positive: Tokyo (UTC+9) is 32400. */
export function utcOffsetSeconds(now: Date): number {
  // getTimezoneOffset is minutes *behind* UTC (Tokyo: -540), hence the sign flip; `|| 0` avoids -0.
  return -now.getTimezoneOffset() * 60 || 0;
}

// Order matters: Edge, Opera and Samsung also say "Chrome/", Chrome also says "Safari/".
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/([\d.]+)/, 'Edge'],
  [/\bOPR\/([\d.]+)/, 'Opera'],
  [/\bSamsungBrowser\/([\d.]+)/, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\/([\d.]+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/([\d.]+)/, 'Chrome'],
  [/\bVersion\/([\d.]+).*\bSafari\//, 'Safari'],
];

export function browserOf(userAgent: string): { name: string; version: string } {
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: match[1] };
  }
  return { name: 'unknown', version: '' };
}

export function deviceModelOf(userAgent: string): string {
  const android = /Android[^;)]*;\s*(?:wv;\s*)?([^;)]+?)\s*(?:Build\/[^;)]*)?\)/.exec(userAgent);
  // Chrome's reduced user agent says "Android 10; K": the model is withheld.
  if (android) return android[1] === 'K' ? 'Android' : android[1];
  if (/\bAndroid\b/.test(userAgent)) return 'Android';
  const apple = /\b(iPhone|iPad|iPod)\b/.exec(userAgent);
  if (apple) return apple[1];
  if (/\bWindows\b/.test(userAgent)) return 'Windows';
  if (/\bMacintosh\b/.test(userAgent)) return 'Mac';
  if (/\bCrOS\b/.test(userAgent)) return 'Chrome OS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return 'unknown';
}
