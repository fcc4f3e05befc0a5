import type { OriginalType } from './limits';

const ascii = (bytes: Uint8Array, at: number, length: number): string =>
  String.fromCharCode(...bytes.subarray(at, at + length));

/** ISO-BMFF brands that mean AVIF (still image, or image sequence). */
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== 'ftyp') return false;
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0);
  const end = Math.min(boxSize, bytes.length);
  // The major brand at 8, then the compatible brands from 16 to the end of the ftyp box.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4)
    if (AVIF_BRANDS.has(ascii(bytes, at, 4))) return true;
  return false;
}

/**
 * The image type the first bytes announce (magic numbers), or null: the file's name and the
 * browser's Content-Type are never asked. sharp then decodes it, which confirms it (process.ts).
 */
export function sniffImageType(bytes: Uint8Array): OriginalType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  if (isAvif(bytes)) return 'avif';
  return null;
}
