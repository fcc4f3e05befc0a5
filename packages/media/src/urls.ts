import { ARTICLE_IMAGE_SIZES, VARIANT_FORMATS, VARIANT_WIDTHS, type VariantFormat } from './limits';

/**
 * Names and URLs of the library's files (docs/product.md#media-library). Every public file name
 * says everything a page needs to show the image — the original's content hash, its size, and
 * whether it is an animation (WebP only: AVIF here cannot animate) — so the HTML pipeline and the
 * article cards turn a library URL into a <picture> without asking the database, and two
 * instances writing the same upload write the same names (content-addressed, cacheable forever).
 *
 *   /media/<h2>/<hash>-<W>x<H>[a]-<w>.<avif|webp>     (h2: the hash's first two characters)
 */
export const MEDIA_URL_PREFIX = '/media/';

const FILE =
  /^([0-9a-f]{2})\/([0-9a-f]{32})-([1-9]\d{0,4})x([1-9]\d{0,4})(a?)-([1-9]\d{0,4})\.(avif|webp)$/;

/** What a library image is, read from any one of its file names. */
export type ImageKey = { hash: string; width: number; height: number; animated: boolean };

export type Variant = { format: VariantFormat; width: number; height: number; url: string };

export type LibraryImage = ImageKey & {
  /** Every derived file, smallest first within each format. */
  variants: Variant[];
  /** The largest WebP: the <img> fallback (every current browser decodes WebP). */
  fallback: Variant;
};

/** The widths an image of this width is made at: the ladder below it, then its own (≤ 1440). */
export function variantWidths(originalWidth: number): number[] {
  const below = VARIANT_WIDTHS.filter((w) => w < originalWidth);
  const top = Math.min(originalWidth, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1]);
  return [...new Set([...below, top])];
}

export const formatsOf = (key: ImageKey): readonly VariantFormat[] =>
  key.animated ? ['webp'] : VARIANT_FORMATS;

/** A variant's height: the original's ratio at that width, at least one pixel. */
export const heightAt = (key: ImageKey, width: number): number =>
  Math.max(1, Math.round((key.height * width) / key.width));

/** The path under MEDIA_DIR/public and under /media/ of one derived file. */
export function variantPath(key: ImageKey, format: VariantFormat, width: number): string {
  const size = `${key.width}x${key.height}${key.animated ? 'a' : ''}`;
  return `${key.hash.slice(0, 2)}/${key.hash}-${size}-${width}.${format}`;
}

/** Every file of an image, as the pipeline and the library describe them. */
export function libraryImage(key: ImageKey): LibraryImage {
  const variants = formatsOf(key).flatMap((format) =>
    variantWidths(key.width).map((width) => ({
      format,
      width,
      height: heightAt(key, width),
      url: `${MEDIA_URL_PREFIX}${variantPath(key, format, width)}`,
    })),
  );
  const webp = variants.filter((v) => v.format === 'webp');
  return { ...key, variants, fallback: webp[webp.length - 1] };
}

/** A public file path under /media/ (no leading slash), checked by shape; null for any other. */
export function parseVariantPath(
  relative: string,
): { key: ImageKey; format: VariantFormat; width: number } | null {
  const m = FILE.exec(relative);
  if (!m || m[1] !== m[2].slice(0, 2)) return null;
  const key = { hash: m[2], width: Number(m[3]), height: Number(m[4]), animated: m[5] === 'a' };
  const width = Number(m[6]);
  const format = m[7] as VariantFormat;
  // Only names the library makes: a size it would not make is not one of its files.
  if (!variantWidths(key.width).includes(width) || !formatsOf(key).includes(format)) return null;
  return { key, format, width };
}

/**
 * The library image an article's <img src> points at (any of its file URLs, as the console
 * inserts the fallback's), or null for any other src: only site-relative /media/ URLs, so an
 * absolute URL to another site that happens to look alike stays a plain image.
 */
export function libraryImageOf(src: string): LibraryImage | null {
  if (!src.startsWith(MEDIA_URL_PREFIX)) return null;
  const parsed = parseVariantPath(src.slice(MEDIA_URL_PREFIX.length));
  return parsed ? libraryImage(parsed.key) : null;
}

/** A `srcset` of one format's files. */
export const srcsetOf = (image: LibraryImage, format: VariantFormat): string =>
  image.variants
    .filter((v) => v.format === format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

export { ARTICLE_IMAGE_SIZES };
