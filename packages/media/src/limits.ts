/**
 * What the media library accepts and makes (docs/product.md#media-library). Plain constants with
 * no imports, so the front's body-size guard and the browser's upload screen can share them.
 */
export const MEDIA_LIMITS = {
  /** Largest upload, in bytes (20 MiB): a phone photo is 3–12 MB. */
  maxBytes: 20 * 1024 * 1024,
  /** Largest decoded picture (40 megapixels, all frames of an animation together). */
  maxPixels: 40_000_000,
  /** Longest side, in pixels (AVIF cannot encode more than 16384). */
  maxSide: 16_384,
  /** Longest alternative text, in characters. */
  maxAltLength: 500,
  /** Longest file name kept, in characters. */
  maxFileNameLength: 200,
} as const;

/**
 * The widths the variants are made at, never wider than the original: an image narrower than
 * the largest also gets one variant at its own width, so the largest variant is always the
 * original's full size up to 1440 px (the article column is 720 CSS px, 2× on retina screens).
 */
export const VARIANT_WIDTHS = [480, 960, 1440] as const;

/** The `sizes` of an article image: the column is 720 px wide on desktop, the viewport on phones. */
export const ARTICLE_IMAGE_SIZES = '(min-width: 800px) 720px, 100vw';

/** What the derived files are encoded as, in the order the <picture> offers them. */
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

/** Accepted originals: the type read from the bytes, and the extension its stored copy gets. */
export const ORIGINAL_TYPES = {
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
  png: { mime: 'image/png', ext: 'png' },
  webp: { mime: 'image/webp', ext: 'webp' },
  avif: { mime: 'image/avif', ext: 'avif' },
  gif: { mime: 'image/gif', ext: 'gif' },
} as const;
export type OriginalType = keyof typeof ORIGINAL_TYPES;
