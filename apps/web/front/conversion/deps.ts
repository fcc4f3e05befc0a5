import { type ConversionInput, sharedConversionsRepository } from '@tsuzuri/analytics';
import type { SiteConfig } from '@tsuzuri/config';
import type { RateLimiter } from '@/lib/abuse/rate-limit';
import { sharedLimiter } from '@/lib/abuse/shared-limiter';
import { repositories } from '@/repositories';
import { type FindProduct, rememberingLookup } from './products';

/** What the download and buy links need besides the front: the products, the record, the payment page. */
export type ConversionDeps = {
  findProduct: FindProduct;
  record: (input: ConversionInput) => Promise<void>;
  /**
   * Lets one click per address key, kind, product and plan through per CONVERSION_WINDOW_MS
   * (limit 1) to be recorded; the others are redirected all the same. Shared by the workers, and
   * by the instances through Redis.
   */
  clicks: RateLimiter;
  /** PAYMENT_URL, or null: the product's plans section. */
  paymentUrl: string | null;
  /** The tracker's test environment: its cookies carry the `test_` prefix. */
  testEnvironment: boolean;
  /** How long the redirect waits for the record before it goes anyway (default 2 s). */
  recordTimeoutMs?: number;
};

/**
 * A reader's repeated click on the same link counts once in this time (as an article view
 * does): the dashboard's downloads and purchase clicks are people, and a client that repeats a
 * link must not inflate them or grow the table without bound.
 */
export const CONVERSION_WINDOW_MS = 30 * 60_000;

/** The download and buy links over the site's database and settings (server.ts, once per worker). */
export function conversionDeps(site: SiteConfig, redisUrl?: string): ConversionDeps {
  return {
    findProduct: rememberingLookup(async (ref, locale) => {
      const { products } = await repositories();
      return (await (ref ? products.byAppIdOrPid(ref, locale) : products.promoted(locale))) ?? null;
    }),
    record: async (input) => (await sharedConversionsRepository()).record(input),
    clicks: sharedLimiter('conversion', { limit: 1, windowMs: CONVERSION_WINDOW_MS }, redisUrl),
    paymentUrl: site.paymentUrl,
    testEnvironment: site.reporting.testEnvironment,
  };
}
