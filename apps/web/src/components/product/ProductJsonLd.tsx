import type { Product } from '@tsuzuri/content';
import { scriptJson } from '@/components/analytics/tracker-config';
import { absoluteUrl } from '@/lib/article-page';
import { buyHref, OS_NAMES } from '@/lib/product-links';
import { siteConfig } from '@tsuzuri/config';

/** schema.org SoftwareApplication with one Offer per plan (prices in JPY, tax included). */
export function productJsonLd(product: Product, locale: string) {
  const origin = siteConfig().siteUrl;
  const url = absoluteUrl(locale, `/products/${product.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: product.name,
    description: product.pitch,
    url,
    applicationCategory: product.applicationCategory,
    operatingSystem: product.platforms.map((p) => OS_NAMES[p.os]).join(', '),
    softwareVersion: product.platforms[0]?.version,
    image: product.screenshots.map((s) => new URL(s.src, origin).toString()),
    offers: product.plans.map((plan) => ({
      '@type': 'Offer',
      name: plan.label,
      price: String(plan.priceJpy),
      priceCurrency: 'JPY',
      url: new URL(buyHref(product, plan.code), origin).toString(),
      availability: 'https://schema.org/InStock',
    })),
  };
}

export function ProductJsonLd({ product, locale }: { product: Product; locale: string }) {
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON serialised by scriptJson, which escapes `<`
      dangerouslySetInnerHTML={{ __html: scriptJson(productJsonLd(product, locale)) }}
    />
  );
}
