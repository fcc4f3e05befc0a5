import { tags } from '@tsuzuri/content/cache-tags';
import { repositories } from '@/repositories';
import type { Logger } from 'pino';

/**
 * Rankings refresh by purging their tags, not by rendering per request: every few minutes the
 * current top ten per locale is compared with the last one, and only a changed order purges
 * `list:popular:<locale>` (every page's sidebar shows it, so a purge re-renders the locale).
 */
export function watchRankings(opts: {
  locales: readonly string[];
  everyMs: number;
  purge: (tags: string[]) => Promise<void>;
  log: Logger;
}) {
  const last = new Map<string, string>();
  const check = async () => {
    try {
      const { articles } = await repositories();
      for (const locale of opts.locales) {
        const top = await articles.top({ locale, order: 'popular', perPage: 10 });
        const order = top.map((a) => a.slug).join(',');
        const before = last.get(locale);
        last.set(locale, order);
        if (before !== undefined && before !== order) {
          await opts.purge([tags.popular(locale)]);
          opts.log.info({ locale }, 'popularity ranking changed; purged');
        }
      }
    } catch (err) {
      opts.log.warn({ err }, 'ranking check failed');
    }
  };
  void check();
  const timer = setInterval(check, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
