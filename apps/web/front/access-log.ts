import { TOKEN_PAGES } from './context';

/**
 * The request target as the access log writes it. The subscription pages carry a mailed token
 * in their query (the confirmation token is stored only as a hash so a leak cannot be used):
 * their query never reaches the log.
 */
export function loggedPath(url: string | undefined): string {
  const target = url ?? '/';
  const q = target.indexOf('?');
  if (q < 0) return target;
  return TOKEN_PAGES.test(target.slice(0, q)) ? `${target.slice(0, q)}?…` : target;
}
