import { type ConversionInput, sharedConversionsRepository } from '@tsuzuri/analytics';
import type { SiteConfig } from '@tsuzuri/config';
import { repositories } from '@/repositories';
import { type FindProduct, rememberingLookup } from './products';

/** What the download and buy links need besides the front: the products, the record, the payment page. */
export type ConversionDeps = {
  findProduct: FindProduct;
  record: (input: ConversionInput) => Promise<void>;
  /** PAYMENT_URL, or null: the product's plans section. */
  paymentUrl: string | null;
  /** The tracker's test environment: its cookies carry the `test_` prefix. */
  testEnvironment: boolean;
  /** How long the redirect waits for the record before it goes anyway (default 2 s). */
  recordTimeoutMs?: number;
};

/** The download and buy links over the site's database and settings (server.ts, once per worker). */
export function conversionDeps(site: SiteConfig): ConversionDeps {
  return {
    findProduct: rememberingLookup(async (ref, locale) => {
      const { products } = await repositories();
      return (await (ref ? products.byAppIdOrPid(ref, locale) : products.promoted(locale))) ?? null;
    }),
    record: async (input) => (await sharedConversionsRepository()).record(input),
    paymentUrl: site.paymentUrl,
    testEnvironment: site.reporting.testEnvironment,
  };
}
