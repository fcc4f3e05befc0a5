import { sharedConversionsRepository } from '@tsuzuri/analytics';
import type { SiteConfig } from '@tsuzuri/config';
import { repositories } from '@/repositories';
import type { ConversionDeps } from '.';
import { rememberingLookup } from './products';

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
