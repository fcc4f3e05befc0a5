import { type GraphNode, graphIds } from './graph';

/** A product as its page shows it (plain data: the product page maps its own record to this). */
export type GraphProduct = {
  name: string;
  /** The one-line pitch; `description` wins when both are given. */
  pitch?: string;
  description?: string;
  /** e.g. "Windows 11, 10" or "macOS 13+". */
  operatingSystem: string;
  /** schema.org's category: "MultimediaApplication" for video software. */
  applicationCategory: string;
  /** One offer per plan: its price in yen and its name ("1年版", "永久ライセンス"). */
  offers: { priceJpy: number; label?: string; code?: string; url?: string }[];
  /** Absolute screenshot URLs. */
  screenshots?: string[];
};

/**
 * The product page's SoftwareApplication with an Offer per plan, for `pageGraph`'s `extra`: it is
 * the page's main entity (the page at `url` is about it). Prices are whole yen, as Japanese shops
 * show them; schema.org wants the price as text without a currency sign.
 */
export function softwareApplicationNode(product: GraphProduct, url: string): GraphNode {
  const description = product.description ?? product.pitch;
  return {
    '@type': 'SoftwareApplication',
    '@id': `${url}#software`,
    name: product.name,
    ...(description ? { description } : {}),
    url,
    operatingSystem: product.operatingSystem,
    applicationCategory: product.applicationCategory,
    ...(product.screenshots?.length ? { screenshot: product.screenshots } : {}),
    mainEntityOfPage: { '@id': graphIds.webpage(url) },
    offers: product.offers.map((o) => ({
      '@type': 'Offer',
      ...((o.label ?? o.code) ? { name: o.label ?? o.code } : {}),
      price: String(o.priceJpy),
      priceCurrency: 'JPY',
      availability: 'https://schema.org/InStock',
      url: o.url ?? url,
    })),
  };
}
