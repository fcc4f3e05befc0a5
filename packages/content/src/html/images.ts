import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import { libraryImageOf } from '@tsuzuri/media/urls';
import { h, stringProp } from './hast';
import { libraryPicture } from './library-images';

/** A transparent 1×1 GIF: the browser paints nothing and fetches nothing until the real src is set. */
export const PLACEHOLDER_GIF =
  'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Article images are 16:9 (1280×720 thumbnails), so a missing size is assumed to be that. */
export const DEFAULT_IMAGE_SIZE = { width: 1280, height: 720 } as const;

function positiveInt(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * width/height attributes reserve the box before the image arrives (no layout shift); with
 * only one of them, the other is derived at 16:9 rather than mixing in a default of another ratio.
 */
export function imageSize(width: unknown, height: unknown): { width: number; height: number } {
  const w = positiveInt(width);
  const hh = positiveInt(height);
  if (w && hh) return { width: w, height: hh };
  if (w) return { width: w, height: Math.round((w * 9) / 16) };
  if (hh) return { width: Math.round((hh * 16) / 9), height: hh };
  return { ...DEFAULT_IMAGE_SIZE };
}

/**
 * Rewrites every <img> to load lazily through `data-img` (the browser enhancer swaps it in),
 * followed by a <noscript> copy so crawlers and readers without JavaScript still see it. A
 * media-library image becomes a <picture> of its AVIF and WebP files (library-images.ts).
 * Returns the first image's original src, used as the article's card thumbnail.
 */
export function lazyImages(tree: Root): string | null {
  let first: string | null = null;
  visit(tree, 'element', (node, index, parent) => {
    if (node.tagName !== 'img' || !parent || index === undefined) return;
    const src = stringProp(node, 'src');
    if (!src) {
      // Nothing to show (no src, or one the sanitizer refused): an empty box helps no one.
      parent.children.splice(index, 1);
      return [SKIP, index];
    }
    first ??= src;
    // alt="" rather than none: without alt, screen readers announce the placeholder data URL.
    const alt = stringProp(node, 'alt') ?? '';
    // Other sanitized attributes (title, aria-*) ride along after ours.
    const rest = { ...node.properties };
    for (const key of ['src', 'alt', 'width', 'height']) delete rest[key];
    const lazy = (shown: { src: string; width: number; height: number }) =>
      h('img', {
        dataImg: shown.src,
        src: PLACEHOLDER_GIF,
        alt,
        width: shown.width,
        height: shown.height,
        className: ['lazy-img'],
        decoding: 'async',
        // The 1×1 placeholder has its own square ratio, which beats width/height under
        // `height: auto` (measured: a 1280×720 image drew 800×800 until loaded). An explicit
        // ratio holds the box; the enhancer removes it once the real image is in.
        style: `aspect-ratio:${shown.width}/${shown.height}`,
        ...rest,
      });
    // A media-library image: its AVIF and WebP files at every width, with its true size.
    const library = libraryImageOf(src);
    if (library) {
      parent.children.splice(index, 1, ...libraryPicture(library, lazy, alt));
      return [SKIP, index + 2];
    }
    const { width, height } = imageSize(node.properties.width, node.properties.height);
    const fallback = h('noscript', {}, [h('img', { src, alt, width, height })]);
    parent.children.splice(index, 1, lazy({ src, width, height }), fallback);
    // Skip past both: the noscript copy must stay a plain image.
    return [SKIP, index + 2];
  });
  return first;
}

const NAMED: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
export const decodeAttribute = (value: string) =>
  value.replace(/&(#x[0-9a-f]+|#\d+|amp|quot|apos|lt|gt);/gi, (_, ref: string) => {
    if (ref[0] !== '#') return NAMED[ref.toLowerCase()];
    const code =
      ref[1].toLowerCase() === 'x' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });

/**
 * The images of a stored article body, in order (for the sitemap's image extension). Reads back
 * the `data-img` attribute lazyImages wrote, from HTML this pipeline serialised itself (sanitised,
 * attribute values always double-quoted): a pattern over our own output, not a parse of
 * arbitrary HTML — parsing every body again would make the sitemap cost seconds on a large site.
 */
/** The body's images as `articles.body_images` keeps them (JSON), written with every body_html. */
export const storedImagesJson = (bodyHtml: string): string =>
  JSON.stringify(storedImageSources(bodyHtml));

export function storedImageSources(bodyHtml: string): string[] {
  return [...bodyHtml.matchAll(/<img\s[^>]*?\bdata-img="([^"]*)"/g)].map((m) =>
    decodeAttribute(m[1]),
  );
}
