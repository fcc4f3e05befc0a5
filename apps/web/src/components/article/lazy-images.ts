// What the article's lazy images are and how far ahead they load (docs/product.md#limits-and-constants),
// for the article body's script (apps/web/browser/article-body.ts).
export const LAZY_IMAGES = '.article-body img[data-img]';
export const PRELOAD_VIEWPORTS = 1.3;
