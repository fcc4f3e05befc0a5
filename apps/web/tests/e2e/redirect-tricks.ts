/**
 * [site port, request target, extra headers]: every redirect rule — Next's locale and slash
 * rules, the configured-locale rule, www, the Accept-Language home redirect, the language
 * switch, the login guard — fed what usually tricks one into leaving the site.
 */
export const REDIRECT_TRICKS = (
  JA: number,
  EN: number,
  GUARDED: number,
): [number, string, Record<string, string>?][] => [
  ...[
    '//evil.example',
    '//evil.example/',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/evil.example/',
    '/http://evil.example',
    '/https:evil.example',
  ].map((p): [number, string] => [JA, p]),
  ...[
    '/ja//evil.example',
    '/ja/\\evil.example',
    '/ja/%2F%2Fevil.example',
    '/ja2//evil.example',
    '/ja2/\\evil.example',
    '/ja2/%2F%2Fevil.example',
    '/ja2/%5Cevil.example',
    '/ja2/%09/evil.example',
    '/ja2/..//evil.example',
    '/ja2/%2e%2e//evil.example',
    // The plain-path rule's (front/plain-path.ts): a backslash is another host to a browser.
    '/error-404/%2e%2e//\\evil.example',
    '/%2e%2e/\\evil.example',
    '/ja2/http://evil.example',
    '/ja?source=lang_switch&redirect=https://evil.example',
  ].map((p): [number, string] => [JA, p]),
  [JA, '/cookie_set?redirect=https://evil.example&next=//evil.example&url=%2F%2Fevil.example'],
  [JA, '/dvd', { host: 'www.evil.example' }],
  [JA, '/dvd', { host: 'www.evil.example:3100' }],
  [JA, '/dvd', { host: 'www.tsuzuri.example.evil.example' }],
  [JA, '//evil.example', { host: 'www.tsuzuri.example' }],
  [JA, '/\\evil.example', { host: 'www.tsuzuri.example' }],
  [JA, 'http://evil.example/', { host: 'www.tsuzuri.example' }],
  [JA, '/ja2/dvd', { host: 'evil.example', 'x-forwarded-host': 'evil.example' }],
  [EN, '/?//evil.example', { 'accept-language': 'en-US' }],
  [EN, '/?redirect=https://evil.example&source=lang_switch', { 'accept-language': 'en' }],
  [EN, '/en2//evil.example'],
  [EN, '/en//evil.example'],
  [EN, '/en2/\\evil.example', { 'x-forwarded-proto': 'https' }],
  [GUARDED, '/contact?next=//evil.example'],
  [GUARDED, '//evil.example/contact'],
  [GUARDED, '/contact', { host: 'evil.example' }],
];
