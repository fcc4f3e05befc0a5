import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_LIMITS } from './limits';
import { processUpload } from './process';
import { makeAnimatedGif, makeImage, makeRotatedJpegWithGps } from './test-images';

const processed = async (bytes: Uint8Array) => {
  const result = await processUpload(bytes);
  if (!result.ok) throw new Error(`refused: ${result.error.code}`);
  return result.value;
};
const refusal = async (bytes: Uint8Array) => {
  const result = await processUpload(bytes);
  return result.ok ? 'accepted' : result.error.code;
};

describe('processUpload', () => {
  it.each([
    ['jpeg', 'jpeg'],
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['gif', 'gif'],
  ] as const)('takes a %s and makes AVIF and WebP of it', async (format, type) => {
    const image = await processed(await makeImage(format, 600, 300));
    expect(image.type).toBe(type);
    expect(image.key).toMatchObject({ width: 600, height: 300, animated: false });
    expect(image.derived.map((f) => `${f.format}:${f.width}x${f.height}`)).toEqual([
      'avif:480x240',
      'avif:600x300',
      'webp:480x240',
      'webp:600x300',
    ]);
    for (const file of image.derived) {
      const meta = await sharp(file.data).metadata();
      expect(meta.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(file.width);
    }
  });

  it('makes the three widths of a wide photo and never enlarges a small one', async () => {
    const wide = await processed(await makeImage('jpeg', 1600, 900));
    expect(wide.derived.filter((f) => f.format === 'webp').map((f) => f.width)).toEqual([
      480, 960, 1440,
    ]);
    const small = await processed(await makeImage('png', 120, 80));
    expect(small.derived.map((f) => f.width)).toEqual([120, 120]);
  });

  it('keeps the original byte for byte and names files by its content', async () => {
    const bytes = await makeImage('png', 100, 50);
    const image = await processed(bytes);
    expect(Buffer.from(image.original).equals(bytes)).toBe(true);
    expect(image.key.hash).toMatch(/^[0-9a-f]{32}$/);
    expect(image.derived[0].path).toBe(
      `${image.key.hash.slice(0, 2)}/${image.key.hash}-100x50-100.avif`,
    );
    const other = await processed(await makeImage('png', 100, 50, '#000'));
    expect(other.key.hash).not.toBe(image.key.hash);
  });

  it('applies the EXIF orientation and strips every tag (GPS included) from what it makes', async () => {
    const bytes = await makeRotatedJpegWithGps();
    const original = await sharp(bytes).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.length).toBeGreaterThan(0);
    const image = await processed(bytes);
    expect(image.key).toMatchObject({ width: 200, height: 400 });
    for (const file of image.derived) {
      const meta = await sharp(file.data).metadata();
      expect([meta.width, meta.height]).toEqual([200, 400]);
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(file.data.includes(Buffer.from('TestCam'))).toBe(false);
    }
  });

  it('keeps an animated GIF moving: WebP only, every frame', async () => {
    const image = await processed(await makeAnimatedGif(64, 32));
    expect(image.key.animated).toBe(true);
    expect(image.derived.map((f) => `${f.format}:${f.width}x${f.height}`)).toEqual(['webp:64x32']);
    expect((await sharp(image.derived[0].data, { animated: true }).metadata()).pages).toBe(2);
  });

  it('reads the type from the bytes: a name or a declared type cannot make text an image', async () => {
    expect(await refusal(Buffer.from('this is not a picture, whatever its name says'))).toBe(
      'not-an-image',
    );
    expect(await refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe(
      'unsupported-type',
    );
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .tiff()
      .toBuffer();
    expect(await refusal(tiff)).toBe('unsupported-type');
    expect(await refusal(new Uint8Array())).toBe('empty');
  });

  it('refuses a file with an image header over broken pixel data', async () => {
    const png = await makeImage('png', 300, 200);
    expect(await refusal(png.subarray(0, 60))).toBe('broken-image');
  });

  it('refuses too many bytes before looking inside', async () => {
    const big = Buffer.alloc(MEDIA_LIMITS.maxBytes + 1);
    big.set([0xff, 0xd8, 0xff]);
    expect(await refusal(big)).toBe('too-large');
  });

  it('refuses a decompression bomb from its header: a small PNG of 41 megapixels', async () => {
    const bomb = await sharp({
      create: { width: 6400, height: 6400, channels: 3, background: '#000' },
    })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(MEDIA_LIMITS.maxBytes);
    expect(await refusal(bomb)).toBe('too-many-pixels');
  });

  it('refuses a side longer than AVIF can hold', async () => {
    const strip = await sharp({
      create: { width: 17_000, height: 4, channels: 3, background: '#000' },
    })
      .greyscale()
      .png()
      .toBuffer();
    expect(await refusal(strip)).toBe('too-wide');
  });
});
