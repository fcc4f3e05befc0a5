import { describe, expect, it } from 'vitest';
import { browserOf, buildRegistration, deviceModelOf, utcOffsetSeconds } from './registration';

const UA = {
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.86 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  iphoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  pixelChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36',
  reducedAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.8078.79 Safari/537.36',
};

describe('explorer and explorer_version', () => {
  it('name the browser and its full version, not the engine it imitates', () => {
    expect(browserOf(UA.windowsChrome)).toEqual({ name: 'Chrome', version: '131.0.6778.86' });
    expect(browserOf(UA.windowsEdge)).toEqual({ name: 'Edge', version: '131.0.2903.70' });
    expect(browserOf(UA.macSafari)).toEqual({ name: 'Safari', version: '17.4' });
    expect(browserOf(UA.linuxFirefox)).toEqual({ name: 'Firefox', version: '133.0' });
    expect(browserOf(UA.samsung)).toEqual({ name: 'Samsung Internet', version: '23.0' });
    expect(browserOf(UA.opera)).toEqual({ name: 'Opera', version: '115.0.0.0' });
    expect(browserOf(UA.headless)).toEqual({ name: 'Chrome', version: '156.0.8078.79' });
    expect(browserOf('curl/8.5.0')).toEqual({ name: 'unknown', version: '' });
  });
});

describe('device_model', () => {
  it('is the Android model when the browser gives one, else the platform', () => {
    expect(deviceModelOf(UA.pixelChrome)).toBe('Pixel 8');
    expect(deviceModelOf(UA.samsung)).toBe('SM-S911B');
    expect(deviceModelOf(UA.reducedAndroid)).toBe('Android');
    expect(deviceModelOf(UA.iphoneSafari)).toBe('iPhone');
    expect(deviceModelOf(UA.windowsChrome)).toBe('Windows');
    expect(deviceModelOf(UA.macSafari)).toBe('Mac');
    expect(deviceModelOf(UA.linuxFirefox)).toBe('Linux');
  });
});

describe('diff_time', () => {
  it('is the UTC offset in seconds, east positive', () => {
    const at = (minutesBehindUtc: number) =>
      ({ getTimezoneOffset: () => minutesBehindUtc }) as Date;
    expect(utcOffsetSeconds(at(-540))).toBe(32400); // Tokyo
    expect(utcOffsetSeconds(at(300))).toBe(-18000); // New York (EST)
    expect(utcOffsetSeconds(at(-330))).toBe(19800); // India
    expect(Object.is(utcOffsetSeconds(at(0)), 0)).toBe(true);
  });
});

describe('buildRegistration', () => {
  it('fills every registration field from the subscription and the browser', () => {
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      keys: { p256dh: 'P', auth: 'A' },
    };
    const now = { getTimezoneOffset: () => -540 } as Date;
    expect(
      buildRegistration(subscription, {
        language: 'ja',
        userAgent: UA.pixelChrome,
        appId: 'studio',
        now,
      }),
    ).toEqual({
      language: 'ja',
      diff_time: 32400,
      device_model: 'Pixel 8',
      app_id: 'studio',
      endpoint: 'https://fcm.googleapis.com/fcm/send/x',
      auth: 'A',
      pdhkey: 'P',
      explorer: 'Chrome',
      explorer_version: '131.0.6778.81',
    });
  });
});
