import { addressKey } from './address-key';
import type { RateLimiter } from './rate-limit';

/**
 * Whether this is the address's first `what` in the limiter's window (a limiter of one hit per
 * window): for the counts a reader must not inflate by repeating a request, an article's views,
 * a download or buy link's clicks, a search's count (docs/product.md#analytics-event-and-rollup). An address is
 * counted by its network (addressKey: an IPv6 /64 is one reader). A limiter that fails counts
 * the request, so an outage never loses a reader's real one; `onError` hears why.
 */
export async function firstInWindow(
  limiter: RateLimiter,
  ip: string,
  what: string,
  onError?: (err: unknown) => void,
): Promise<boolean> {
  try {
    return (await limiter.hit(`${addressKey(ip)}|${what}`)).allowed;
  } catch (err) {
    onError?.(err);
    return true;
  }
}
