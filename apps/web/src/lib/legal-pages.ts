import { pathFor } from './site-routes';

/**
 * The policies and notices a Japanese software shop must publish (docs/product.md#legal-pages),
 * each with its label under `footer` in the message bundles: the footer and the link page list
 * them. The company profile (`/about-us`) sits with the site's other pages.
 */
export const LEGAL_PAGE_LINKS = [
  [pathFor('privacy-policy'), 'privacy'],
  [pathFor('terms-of-use'), 'terms'],
  [pathFor('cookies-policy'), 'cookies'],
  [pathFor('tokushoho'), 'tokushoho'],
  [pathFor('external-transmission'), 'transmissions'],
] as const;
