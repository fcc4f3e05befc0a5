import { pageRouteSpec, readSiteUrl, type SiteLocales } from '@/lib/site-routes';
import { isConsoleRequestPath } from '@/lib/console/paths';

/**
 * The request target as the access log writes it. The subscription pages carry a mailed token
 * in their query (the confirmation token is stored only as a hash so a leak cannot be used):
 * their query never reaches the log, nor does any console URL's (its setup and password links).
 */
export function loggedPath(url: string | undefined, site: SiteLocales): string {
  const target = url ?? '/';
  const q = target.indexOf('?');
  if (q < 0) return target;
  // The console's one-time links carry their token in the query (/admin/setup?token=…).
  if (isConsoleRequestPath(target.slice(0, q))) return `${target.slice(0, q)}?…`;
  const { route } = readSiteUrl(target.slice(0, q), '', site);
  return pageRouteSpec(route)?.shape === 'token' ? `${target.slice(0, q)}?…` : target;
}
