import { pageRouteSpec, readSiteUrl, type SiteLocales } from '@/lib/site-routes';

/**
 * The request target as the access log writes it. The subscription pages carry a mailed token
 * in their query (the confirmation token is stored only as a hash so a leak cannot be used):
 * their query never reaches the log.
 */
export function loggedPath(url: string | undefined, site: SiteLocales): string {
  const target = url ?? '/';
  const q = target.indexOf('?');
  if (q < 0) return target;
  const { route } = readSiteUrl(target.slice(0, q), '', site);
  return pageRouteSpec(route)?.shape === 'token' ? `${target.slice(0, q)}?…` : target;
}
