/**
 * The raw material of the fuzz: markup that must never come back unescaped, path fragments
 * that break naive routing and decoding, and header values no browser would send.
 * Strings are what goes on the wire: characters U+0080–U+00FF become single raw bytes (Node
 * writes paths and headers as latin1), which is how malformed UTF-8 is sent.
 */

/** Markup carrying `mark`; the first part of each is what the checks look for unescaped. */
export const markupPayloads = (mark: string) => [
  `<script>alert(${mark})</script>`,
  `"><img src=x onerror=alert(${mark})>`,
  `'><svg/onload=alert(${mark})>`,
  `</textarea><script>alert(${mark})</script>`,
  `javascript:alert(${mark})`,
  `<iframe srcdoc="<script>alert(${mark})</script>">`,
];

/** Reflected markup in an HTML answer: any of these in the body is a hole. */
export const reflectedMarkup = (mark: string) => [
  `<script>alert(${mark})`,
  `<img src=x onerror=alert(${mark})`,
  `<svg/onload=alert(${mark})`,
  `<iframe srcdoc=`,
];
export const javascriptUrl = (mark: string) => new RegExp(`(href|src|action|formaction)\\s*=\\s*["']?javascript:alert\\(${mark}\\)`, 'i');

export const BASE_PATHS = [
  '/', '/dvd', '/blu-ray', '/best-free-dvd-software', '/best-free-dvd-software/1', '/blog', '/blog/2',
  '/by-latest', '/by-latest/3', '/by-popularity', '/search-result', '/contact', '/privacy-policy',
  '/error-404', '/pagelink', '/ping', '/resource', '/sitemap.xml', '/robots.txt', '/category/list',
  '/article/recently_top_article', '/_next/static/chunks/x.js', '/_next/image', '/images/demo/app-copy.svg',
  '/webpush/sw.js', '/api/comments', '/api/contact', '/api/admin/comments', '/api/web/report', '/v2/report',
  '/index.php/sub/register', '/cookie_set', '/en/dvd', '/ja/dvd', '/ja2/dvd', '/login', '/mlink/download.php',
];

export const PATH_FRAGMENTS = [
  '../', '..%2f', '%2e%2e/', '%2e%2e%2f', '..\\', '..%5c', '%252e%252e%252f', '....//', '..;/', '.%00./',
  '../../../../etc/passwd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', '.env', '.git/config', 'wp-login.php',
  '%00', '%zz', '%', '%E0%A4%A', '%C0%AE%C0%AE', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%EF%BF%BF', '%2F', '%5C',
  '\xff', '\xc3\x28', '\xe2\x82', '\xc0\xaf', '\x80\x80', '\xed\xa0\x80',
  encodeURIComponent('データ変換'), encodeURIComponent('😀'), encodeURIComponent('\u202e'), encodeURIComponent('ｄｖｄ'),
  '//', '///', '//evil.example', '/\\evil.example', '@evil.example', ';jsessionid=1', 'x.json', 'x.php', '~', '*',
  'en', 'ja2', 'zh', 'ja12', 'EN', '9', '-1', '0', '99999999999999999999', 'not-found-page', '_rsc', 'page/2',
];

export const QUERY_KEYS = [
  'q', 'q', 'page', 'category', 'language', 'is_simple', 'origin_url', 'lang', 'medium', 'source', 'author',
  '_rsc', 'status', 'slug', 'key', 'sort', 'locale', 'redirect', 'next', 'url', 'w', 'q[]', 'page[]', '',
];

export const NUMBERS = ['-1', '0', '1', '2', '3', '999999999999999999999', '1e309', 'NaN', '0x10', '1.5', ' 2', '01', '%zz', ''];

export const ACCEPT_LANGUAGES = [
  '*', 'en', 'en-US,en;q=0.9', 'zh-CN', 'zh-TW', 'xx-YY', ';;;,,,', 'en;q=abc', 'e', '\xff\xfe', 'ja-JP-x-private',
  Array.from({ length: 300 }, (_, i) => `l${i};q=0.${i % 10}`).join(','),
];

export const HOSTS = [
  '', 'www.evil.example', 'evil.example:99999', '[::1]:3100', 'tsuzuri.example@evil.example', 'a'.repeat(300),
  'www.tsuzuri.example', 'WWW.TSUZURI.EXAMPLE', 'localhost', '\xff\xfe', 'www.', 'www.tsuzuri.example:abc',
];

export const ROUTER_TREES = [
  '%zz', '[', '{}', 'null', JSON.stringify(['', { children: ['__PAGE__', {}] }, null, null, true]),
  encodeURIComponent(JSON.stringify(['', { children: [['locale', 'ja', 'd'], { children: ['__PAGE__', {}] }] }, null, null, true])),
  encodeURIComponent('["",{"children":["<script>",{}]}]'), 'a'.repeat(6000), '\xff\xfe', '[[[[[[[[[[[[[[[[[[[[',
];

export const RSC_SEGMENTS = ['/_tree', '/_index', '/x', '/%zz', '/(locale)/[slug]', 'a'.repeat(500), '\xff'];

/** Values for JSON bodies beyond the markup: types a handler may not expect. */
export const ODD_VALUES: unknown[] = [
  null, true, 0, -1, 1e308, 2 ** 64, '', ' ', 'a'.repeat(70_000), [], {}, [1, 2, 3], { $gt: '' },
  '\u0000', '\ud800', '%E0%A4%A', 'データ', JSON.parse('{"__proto__":{"polluted":1}}'), ['<script>'],
];
