import { siteConfig } from '@tsuzuri/config';
import type { Product } from '@tsuzuri/content';
import { buyHref, OS_NAMES } from '@/lib/product-links';
import type { GraphNode } from '@/lib/structured-data/graph';
import { softwareApplicationNode } from '@/lib/structured-data/software-application';

/** The product page's SoftwareApplication node, with one Offer per plan (JPY, tax included). */
export function productNode(product: Product, url: string): GraphNode {
  const origin = siteConfig().siteUrl;
  return softwareApplicationNode(
    {
      name: product.name,
      pitch: product.pitch,
      applicationCategory: product.applicationCategory,
      operatingSystem: product.platforms.map((p) => OS_NAMES[p.os]).join(', '),
      screenshots: product.screenshots.map((s) => new URL(s.src, origin).toString()),
      offers: product.plans.map((plan) => ({
        priceJpy: plan.priceJpy,
        label: plan.label,
        url: new URL(buyHref(product, plan.code), origin).toString(),
      })),
    },
    url,
  );
}
