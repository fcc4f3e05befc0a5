import { describe, expect, it } from 'vitest';
import { clientPlatform } from './client-platform';

const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const WINDOWS_32 = 'Mozilla/5.0 (Windows NT 6.1; rv:115.0) Gecko/20100101 Firefox/115.0';
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
const LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe("the reader's OS and 64-bit flag", () => {
  it('reads Windows and Mac from the user agent, phones and Linux as other', () => {
    expect(clientPlatform({ 'user-agent': WINDOWS })).toEqual({ os: 'windows', is64Bit: true });
    expect(clientPlatform({ 'user-agent': WINDOWS_32 })).toEqual({ os: 'windows', is64Bit: false });
    expect(clientPlatform({ 'user-agent': MAC })).toEqual({ os: 'mac', is64Bit: true });
    for (const ua of [IPAD, IPHONE, ANDROID, LINUX, ''])
      expect(clientPlatform({ 'user-agent': ua }).os).toBe('other');
  });

  it("takes Chromium's platform hint when the user agent names no OS, and its bitness hint", () => {
    expect(
      clientPlatform({ 'user-agent': 'Mozilla/5.0', 'sec-ch-ua-platform': '"macOS"' }).os,
    ).toBe('mac');
    expect(clientPlatform({ 'user-agent': '', 'sec-ch-ua-platform': '"Windows"' }).os).toBe(
      'windows',
    );
    expect(
      clientPlatform({
        'user-agent': WINDOWS,
        'sec-ch-ua-platform': '"Windows"',
        'sec-ch-ua-bitness': '"32"',
      }),
    ).toEqual({ os: 'windows', is64Bit: false });
    // The user agent names the OS: a hint cannot turn a phone into a desktop.
    expect(clientPlatform({ 'user-agent': ANDROID, 'sec-ch-ua-platform': '"Windows"' }).os).toBe(
      'other',
    );
  });
});
