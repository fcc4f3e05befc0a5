import { rawRequest } from '../raw-http';

/** Pages a visitor reaches first, each with text only a normal render of it has. */
export const CHECKED_PAGES = [
  { path: '/', expect: '<html lang="ja"' },
  { path: '/best-free-dvd-software', expect: '<h1' },
  { path: '/search-result?q=DVD', expect: 'DVD' },
  { path: '/contact', expect: 'お問い合わせフォーム' },
];

/**
 * Renders each page `rounds` times, one after the other, each on a new connection and with a
 * `page` value the cache has never seen (so a worker renders it, never the cache: `page` is in
 * every page's key, and only the search reads it, as page 1 when it is not a number). node:cluster
 * hands connections to its workers in turn, so every worker renders every page at least once
 * when rounds ≥ the number of workers. A polluted Object.prototype makes a worker's renders
 * answer 500: the problems name each page and status that was not a normal render.
 */
export async function rendersOnEveryWorker(
  port: number,
  tag: string,
  rounds = 4,
): Promise<string[]> {
  const problems: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const page of CHECKED_PAGES) {
      const path = `${page.path}${page.path.includes('?') ? '&' : '?'}page=after-fuzz-${tag}-${round}`;
      try {
        const res = await rawRequest({ port, path, timeoutMs: 30_000 });
        if (res.status !== 200 || !res.body.includes(page.expect))
          problems.push(
            `${path}: ${res.status}${res.status === 200 ? ` without "${page.expect}"` : ''}`,
          );
      } catch (error) {
        problems.push(`${path}: no answer (${(error as Error).message})`);
      }
    }
  }
  return problems;
}
