// Makes the favicon set and the web app manifest's icons from the logo
// (apps/web/public/images/logo.svg) into apps/web/public. The outputs are committed; run this
// again only when the logo changes: `node scripts/make-icons.mjs` (sharp comes with Next).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '..', 'apps', 'web', 'public');
const logo = fs.readFileSync(path.join(publicDir, 'images', 'logo.svg'), 'utf8');
const BRAND = '#1d4ed8';
// The logo's drawing without its rounded tile, to place on a full square of the brand colour.
const inner = logo
  .replace(/^[\s\S]*?<rect width="40" height="40"[^>]*\/>/, '')
  .replace(/<\/svg>\s*$/, '');
const square = (scale) => {
  const offset = (40 - 40 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${BRAND}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
};
// iOS paints transparent corners black: its icon is a full square (it rounds the corners itself).
const fullBleed = square(1);
// Maskable icons are cut to a circle or a squircle: the drawing stays inside the central 80%.
const maskable = square(0.72);

const png = (svg, size) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 40) * 2 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

/** An .ico holding PNG images (every browser since IE 9 reads them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size % 256, at);
    header.writeUInt8(size % 256, at + 1);
    header.writeUInt16LE(1, at + 4);
    header.writeUInt16LE(32, at + 6);
    header.writeUInt32LE(data.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.data)]);
}

const write = (name, data) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, name)), { recursive: true });
  fs.writeFileSync(path.join(publicDir, name), data);
  console.log(`${name}: ${data.length} bytes`);
};

write('favicon.svg', logo);
write(
  'favicon.ico',
  ico([
    { size: 16, data: await png(logo, 16) },
    { size: 32, data: await png(logo, 32) },
  ]),
);
write('icons/icon-32.png', await png(logo, 32));
write('apple-touch-icon.png', await png(fullBleed, 180));
write('icons/icon-192.png', await png(logo, 192));
write('icons/icon-512.png', await png(logo, 512));
write('icons/icon-maskable-512.png', await png(maskable, 512));
