import { getDb } from '@tsuzuri/db';
import { fetchWithRetries, type RetryOptions } from '@tsuzuri/http-retry';
import webpush from 'web-push';
import { type VapidDetails, vapidDetails } from './keys';
import type { PushMessage } from './message';
import { isAllowedPushEndpoint } from './registration';
import { pushSubscriptionsRepository, type StoredPushSubscription } from './subscriptions';
import { extraPushEndpointHosts } from './vapid';

/** The part of the subscriptions repository the sender uses. */
export type SubscriptionStore = {
  list(page: { afterId?: number; limit?: number }): Promise<StoredPushSubscription[]>;
  remove(endpoint: string): Promise<boolean>;
};

export type SendOptions = {
  subscriptions?: SubscriptionStore;
  vapid?: VapidDetails;
  /** Only subscriptions whose language starts with this ("ja" also reaches "ja-JP"). */
  language?: string;
  /** Endpoint hosts trusted besides the browsers' push services (default PUSH_ENDPOINT_HOSTS). */
  extraHosts?: string[];
  /** How long a push service keeps a message for an offline browser. */
  ttlSeconds?: number;
  concurrency?: number;
  /** Bound on each attempt. */
  timeoutMs?: number;
  /** The retry policy's waits (tests pass fast ones). */
  retry?: Pick<RetryOptions, 'sleep' | 'random'>;
};

/** sent: accepted by the push service; removed: it said the subscription is gone (404/410). */
export type SendReport = {
  total: number;
  sent: number;
  removed: number;
  failed: number;
  skipped: number;
};

type Outcome = 'sent' | 'removed' | 'failed' | 'skipped';

/**
 * Pushes one message to every stored subscription (optionally one language). web-push signs
 * (VAPID) and encrypts (aes128gcm) each request; we send it with fetch, so one transport and
 * one timeout cover https push services and a loopback test relay alike. A subscription the
 * push service calls gone (404/410) is deleted; any other failure is counted, never fatal.
 */
export async function sendToAll(
  message: PushMessage,
  options: SendOptions = {},
): Promise<SendReport> {
  const store = options.subscriptions ?? pushSubscriptionsRepository(await getDb());
  const vapid = options.vapid ?? vapidDetails();
  const extraHosts = options.extraHosts ?? extraPushEndpointHosts();
  const payload = JSON.stringify(message);
  const report: SendReport = { total: 0, sent: 0, removed: 0, failed: 0, skipped: 0 };

  const sendOne = async (subscription: StoredPushSubscription): Promise<Outcome> => {
    // Registered under an older, wider policy, perhaps: never POST to a host we do not trust.
    if (!isAllowedPushEndpoint(subscription.endpoint, extraHosts)) return 'skipped';
    try {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: subscription.keys },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds ?? 24 * 3600,
          contentEncoding: 'aes128gcm',
        },
      );
      // Retried on 5xx and network errors (never on 404/410: the subscription is gone). A push
      // the service answered 5xx was not stored, so repeating it does not show it twice.
      const response = await fetchWithRetries(
        request.endpoint,
        {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body ? Uint8Array.from(request.body) : null,
          redirect: 'error',
          timeoutMs: options.timeoutMs ?? 10_000,
        },
        { ...options.retry, idempotentInEffect: true },
      );
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) {
        await store.remove(subscription.endpoint);
        return 'removed';
      }
      return 'failed';
    } catch {
      return 'failed';
    }
  };

  let afterId = 0;
  for (;;) {
    const page = await store.list({ afterId, limit: 500 });
    if (!page.length) break;
    afterId = page[page.length - 1].id;
    const targets = options.language
      ? page.filter((s) =>
          s.language.toLowerCase().startsWith(options.language?.toLowerCase() ?? ''),
        )
      : page;
    report.total += targets.length;
    for (const outcome of await inParallel(targets, options.concurrency ?? 10, sendOne))
      report[outcome] += 1;
  }
  return report;
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the results in order. */
async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
