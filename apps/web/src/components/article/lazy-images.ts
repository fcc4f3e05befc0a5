// What the article's lazy images are and how far ahead they load (docs/product.md#limits-and-constants):
// shared by ArticleEnhancer, which loads them, and the front's intent loader, which starts the
// framework at once when one of them is already in view (front/framework-on-intent.ts).
export const LAZY_IMAGES = '.article-body img[data-img]';
export const PRELOAD_VIEWPORTS = 1.3;
