/** readSiteUrl over a whole URL (path and query) on a site serving ja and en: the route tests' reader. */
import { readSiteUrl } from './site-routes';

export const TEST_SITE = { configured: ['ja', 'en'], defaultLocale: 'ja' };

export const readUrl = (url: string, site = TEST_SITE) => {
  const q = url.indexOf('?');
  return readSiteUrl(q < 0 ? url : url.slice(0, q), q < 0 ? '' : url.slice(q), site);
};
