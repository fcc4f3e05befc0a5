import type { Element, Properties } from 'hast';
import { ARTICLE_IMAGE_SIZES, type LibraryImage, srcsetOf } from '@tsuzuri/media/urls';
import { h } from './hast';

/** The only `sizes` and `type` values a <source> of ours carries (output-policy.ts checks them). */
export const PICTURE_SIZES = ARTICLE_IMAGE_SIZES;
export const SOURCE_TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * A media-library image as a <picture>: an AVIF and a WebP <source> at every width the library
 * made, then the lazy <img> (its size is the largest file's, so the box is right before anything
 * loads). The sources carry `data-srcset`, not `srcset`: like the <img>'s `data-img`, the
 * browser enhancer sets it when the image comes near, so nothing loads early.
 * Returns the picture and its <noscript> fallback (the largest WebP as a plain image).
 */
export function libraryPicture(
  image: LibraryImage,
  lazyImg: (size: { src: string; width: number; height: number }) => Element,
  alt: string,
): Element[] {
  const { url, width, height } = image.fallback;
  const sources = (['avif', 'webp'] as const)
    .filter((format) => image.variants.some((v) => v.format === format))
    .map((format) =>
      h('source', {
        type: SOURCE_TYPES[format],
        dataSrcset: srcsetOf(image, format),
        sizes: PICTURE_SIZES,
      } as Properties),
    );
  const picture = h('picture', {}, [...sources, lazyImg({ src: url, width, height })]);
  const fallback = h('noscript', {}, [h('img', { src: url, alt, width, height })]);
  return [picture, fallback];
}
