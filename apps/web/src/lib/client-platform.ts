/**
 * The reader's operating system and whether it is 64-bit, from the request headers: the site
 * state's "OS client" and "is-64-bit" flags (docs/product.md#download-and-buy). The user agent
 * names Windows and Mac in every browser (Chromium's reduced one too); Chromium's client hints
 * (`Sec-CH-UA-Platform`, `Sec-CH-UA-Bitness`) fill in what it leaves out. Pure, so the front and
 * the pages can both read it.
 */
export type ClientOs = 'windows' | 'mac' | 'other';
export type ClientPlatform = { os: ClientOs; is64Bit: boolean | null };

type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

function osOfHint(hint: string): ClientOs | null {
  const platform = hint.replace(/"/g, '').trim().toLowerCase();
  if (!platform) return null;
  if (platform === 'windows') return 'windows';
  if (platform === 'macos') return 'mac';
  return 'other';
}

function osOfUserAgent(ua: string): ClientOs | null {
  // Phones and tablets first: an iPad says "Mac OS X", Windows Phone says "Windows".
  if (/iphone|ipad|ipod|android|mobile|windows phone|cros|linux|x11/i.test(ua)) return 'other';
  if (/windows nt|win64|win32/i.test(ua)) return 'windows';
  if (/macintosh|mac os x/i.test(ua)) return 'mac';
  return null;
}

function is64BitOf(ua: string, bitness: string, os: ClientOs): boolean | null {
  const hinted = bitness.replace(/"/g, '').trim();
  if (hinted) return hinted === '64';
  if (os === 'windows') return /win64|x64|wow64|amd64/i.test(ua);
  // Every Mac the software runs on is 64-bit (macOS dropped 32-bit apps in 10.15).
  if (os === 'mac') return true;
  return null;
}

export function clientPlatform(headers: Headers): ClientPlatform {
  const ua = header(headers, 'user-agent');
  const os = osOfUserAgent(ua) ?? osOfHint(header(headers, 'sec-ch-ua-platform')) ?? 'other';
  return { os, is64Bit: is64BitOf(ua, header(headers, 'sec-ch-ua-bitness'), os) };
}
