import { tags } from '@tsuzuri/content/cache-tags';
import { repositories } from '@/repositories';
import type { Logger } from 'pino';

/**
 * Rankings refresh by purging their tags, not by rendering per request: every few minutes the
 * popularity ranking is written anew from the window's views (the popular lists read only that,
 * docs/product.md#ranking-and-view-counting), and a locale whose top ten changed order is
 * purged: `list:popular:<locale>` (every page's sidebar shows it, so a purge re-renders the
 * locale). The order is compared in the database, before and after the refresh, so the first
 * refresh after a start purges what it changed too, and a replacement process remembers nothing.
 */
export function watchRankings(opts: {
  locales: readonly string[];
  everyMs: number;
  purge: (tags: string[]) => Promise<void>;
  log: Logger;
}) {
  const check = async () => {
    try {
      const { articles } = await repositories();
      const topTen = async (locale: string) =>
        (await articles.top({ locale, order: 'popular', perPage: 10 }))
          .map((a) => a.slug)
          .join(',');
      const before = await Promise.all(opts.locales.map(topTen));
      await articles.refreshPopularity();
      const after = await Promise.all(opts.locales.map(topTen));
      const changed = opts.locales.filter((_, i) => before[i] !== after[i]);
      if (!changed.length) return;
      await opts.purge(changed.map((locale) => tags.popular(locale)));
      opts.log.info({ locales: changed }, 'popularity ranking changed; purged');
    } catch (err) {
      opts.log.warn({ err }, 'ranking check failed');
    }
  };
  void check();
  const timer = setInterval(check, opts.everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
