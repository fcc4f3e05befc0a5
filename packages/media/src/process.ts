import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { type MediaResult, refused } from './errors';
import { MEDIA_LIMITS, ORIGINAL_TYPES, type OriginalType, type VariantFormat } from './limits';
import { sniffImageType } from './sniff';
import { formatsOf, type ImageKey, variantPath, variantWidths } from './urls';

export type DerivedFile = {
  format: VariantFormat;
  width: number;
  height: number;
  /** Path under MEDIA_DIR/public (and under /media/). */
  path: string;
  data: Buffer;
};

export type ProcessedImage = {
  key: ImageKey;
  type: OriginalType;
  original: Uint8Array;
  derived: DerivedFile[];
};

/** Types sharp could read but the library does not take: named, so the uploader knows why. */
const KNOWN_OTHER = [/^II\*\0|^MM\0\*/, /^BM/, /^....ftyp(heic|heix|mif1)/s, /^\s*(<\?xml|<svg)/i];

/** sharp's name for each accepted type (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<OriginalType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
  gif: 'gif',
};

// Measured on this machine kind at 1440 px: effort 2 takes ~1.9 s, the default 4 ~7.9 s, for
// files within 5 % of each other.
const AVIF_EFFORT = 2;

const contentHash = (bytes: Uint8Array) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 32);

type Checked = { type: OriginalType; key: ImageKey; pages: number };

/** Reads only the header: sizes are refused before a single pixel is decoded. */
async function check(bytes: Uint8Array): Promise<MediaResult<Checked>> {
  if (bytes.length === 0) return refused('empty');
  if (bytes.length > MEDIA_LIMITS.maxBytes) return refused('too-large');
  const type = sniffImageType(bytes);
  if (!type) {
    const head = Buffer.from(bytes.subarray(0, 64)).toString('latin1');
    return refused(KNOWN_OTHER.some((re) => re.test(head)) ? 'unsupported-type' : 'not-an-image');
  }
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { animated: true, limitInputPixels: false }).metadata();
  } catch {
    return refused('broken-image');
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height)
    return refused('broken-image');
  if (type === 'avif' && meta.compression !== 'av1') return refused('unsupported-type');
  const pages = meta.pages ?? 1;
  const frameHeight = meta.pageHeight ?? meta.height;
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : meta.width;
  const height = turned ? meta.width : frameHeight;
  if (width > MEDIA_LIMITS.maxSide || height > MEDIA_LIMITS.maxSide) return refused('too-wide');
  if (width * height * pages > MEDIA_LIMITS.maxPixels) return refused('too-many-pixels');
  const key = { hash: contentHash(bytes), width, height, animated: pages > 1 };
  return { ok: true, value: { type, key, pages } };
}

async function derive(bytes: Uint8Array, { key, pages }: Checked): Promise<DerivedFile[]> {
  const files: DerivedFile[] = [];
  // One at a time: each encode already uses every core libvips is given, and memory stays flat.
  for (const format of formatsOf(key))
    for (const width of variantWidths(key.width)) {
      let image = sharp(bytes, {
        animated: pages > 1,
        limitInputPixels: MEDIA_LIMITS.maxPixels,
      })
        // Applies the EXIF orientation; the output carries no metadata at all (no GPS, no
        // camera serial): sharp writes none unless asked to keep it.
        .rotate()
        .resize({ width });
      image =
        format === 'avif'
          ? image.avif({ quality: 55, effort: AVIF_EFFORT })
          : image.webp({ quality: 80 });
      const { data, info } = await image.toBuffer({ resolveWithObject: true });
      const height = pages > 1 ? (info.pageHeight ?? info.height) : info.height;
      files.push({ format, width, height, path: variantPath(key, format, width), data });
    }
  return files;
}

/**
 * An upload's bytes → its checked type and size, content hash and derived AVIF/WebP files; or
 * why it is refused (too large, not an image, too many pixels…). The type is read from the
 * bytes, never from a name. The original is returned untouched, to be kept as uploaded.
 */
export async function processUpload(bytes: Uint8Array): Promise<MediaResult<ProcessedImage>> {
  const checked = await check(bytes);
  if (!checked.ok) return checked;
  try {
    const derived = await derive(bytes, checked.value);
    return {
      ok: true,
      value: { key: checked.value.key, type: checked.value.type, original: bytes, derived },
    };
  } catch {
    // A header that reads well over pixel data that does not (truncated, corrupt).
    return refused('broken-image');
  }
}

export const originalExtension = (type: OriginalType) => ORIGINAL_TYPES[type].ext;
