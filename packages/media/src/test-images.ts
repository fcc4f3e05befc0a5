import sharp from 'sharp';

/**
 * Real images for the tests, made by sharp: a smooth two-colour picture of the given size in
 * any accepted format. Test-only (imported by *.test.ts files and the e2e fixture).
 */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  width: number,
  height: number,
  colour = '#3a7bd5',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: colour } });
  return base[format]().toBuffer();
}

/**
 * A phone camera's photo: 12 megapixels of noise, which JPEG cannot squeeze, so it is as large
 * as a real one (~11 MB, past the 10 MB at which a request body used to be cut).
 */
export async function makePhonePhoto(): Promise<Buffer> {
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#888', noise } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

/** A JPEG turned a quarter by EXIF (orientation 6: stored 400×200, shown 200×400) with GPS tags. */
export async function makeRotatedJpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 200, channels: 3, background: '#c00' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'GPS-1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 22/1', GPSLongitudeRef: 'E' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A two-frame animated GIF. */
export async function makeAnimatedGif(width = 64, height = 32): Promise<Buffer> {
  const frames = await Promise.all(
    ['#f00', '#0f0'].map((background) =>
      sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}
