import { addressKey } from '@/lib/abuse/address-key';
import type { Renderer } from './next-bridge';

/**
 * How many renders a front has its render worker run at once. A render is ~20 ms of one core's
 * work with a few awaits between (the database's answers): two keep the worker busy through
 * those, and more only interleave on its core, so each of them ends later. The rest wait here,
 * where they can be taken in turns. Measured with a flood of searches from one address, another
 * visitor's uncached page took 490 ms at p50 with no turns (up to 64 at once), 224 ms with
 * turns and 4 at once, 147 with 2 and 115 with 1 (docs/benchmarks.md, "Renders in turns").
 */
export const RENDERS_AT_ONCE = 2;

/**
 * The page cache's renders (pages, cached API answers, the not-found page), taken in turns by
 * the visitor's address whenever more are asked than run at once (docs/security.md, "What a
 * client can make the site render").
 *
 * Each new search word or `page` value is a render. One client sending them as fast as it can
 * used to put every other visitor's uncached page behind all of its own renders. In turns, each
 * waiting address has one render started per round: a flood from one address delays everyone
 * else by at most one of its renders a round, and delays itself the most. While nobody waits,
 * nothing changes: crawlers keep their pace and a render starts at once.
 *
 * The address is the one the front wrote into X-Forwarded-For (front/context.ts
 * `setForwardedFor`); IPv6 by its /64, as the other per-address limits count.
 */
export function renderInTurns(render: Renderer, atOnce = RENDERS_AT_ONCE): Renderer {
  let running = 0;
  /** Started renders' turns, by address; a Map keeps its insertion order, which is the round. */
  const waiting = new Map<string, (() => void)[]>();
  const startNext = () => {
    while (running < atOnce) {
      const first = waiting.entries().next();
      if (first.done) return;
      const [address, turns] = first.value;
      const start = turns.shift();
      waiting.delete(address);
      // Back to the end of the round with what it still has waiting.
      if (turns.length) waiting.set(address, turns);
      running++;
      start?.();
    }
  };
  return (path, headers, extra) => {
    const address = addressKey(String(headers['x-forwarded-for'] ?? 'unknown'));
    const turn = new Promise<void>((start) => {
      const turns = waiting.get(address);
      if (turns) turns.push(start);
      else waiting.set(address, [start]);
      startNext();
    });
    return turn
      .then(() => render(path, headers, extra))
      .finally(() => {
        running--;
        startNext();
      });
  };
}
