import type { ConvertibleProduct } from './destination';

/**
 * A product named by a link: its pid, or its app id (`app_id`); null when the link names none
 * (the header's download button, links from before products had ids): the promoted product.
 */
export type ProductRef = { pid?: string; appId?: string };
export type FindProduct = (
  ref: ProductRef | null,
  locale: string,
) => Promise<ConvertibleProduct | null>;

/** How a link may spell a product id: anything else is no product (the site's 404). */
export const PRODUCT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/**
 * The product a link's query names: null when it names none (the promoted product), 'invalid'
 * when an id is not in a form a product id can have (the site's 404).
 */
export function productRefOf(query: URLSearchParams): ProductRef | null | 'invalid' {
  const pid = query.get('pid') || undefined;
  const appId = query.get('app_id') || undefined;
  if (pid === undefined && appId === undefined) return null;
  if (
    (pid !== undefined && !PRODUCT_ID.test(pid)) ||
    (appId !== undefined && !PRODUCT_ID.test(appId))
  )
    return 'invalid';
  return { pid, appId };
}

/**
 * The product lookup with a memory: every product found is remembered in this process, so when
 * the database is away a reader's click on a product seen before still gets its redirect
 * (an optional service failing never costs the reader the way to the download). Only products
 * the database returned are remembered: the memory cannot grow with made-up ids.
 */
export function rememberingLookup(find: FindProduct): FindProduct {
  const known = new Map<string, ConvertibleProduct>();
  const keys = (ref: ProductRef | null, locale: string) =>
    (ref ? [ref.pid && `pid:${ref.pid}`, ref.appId && `app:${ref.appId}`] : ['promoted'])
      .filter(Boolean)
      .map((k) => `${locale}|${k}`);
  return async (ref, locale) => {
    try {
      const product = await find(ref, locale);
      if (product)
        for (const key of [
          ...keys({ pid: product.pid, appId: product.appId }, locale),
          ...(ref ? [] : keys(null, locale)),
        ])
          known.set(key, product);
      return product;
    } catch (err) {
      const remembered = keys(ref, locale)
        .map((k) => known.get(k))
        .find(Boolean);
      if (remembered) return remembered;
      throw err;
    }
  };
}
