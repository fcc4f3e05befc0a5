import { describe, expect, it } from 'vitest';
import { renderArticleHtml } from './index';
import { PLACEHOLDER_GIF, storedImageSources } from './images';

const HASH = '0123456789abcdef0123456789abcdef';
const file = (size: string, width: number, format: string) =>
  `/media/01/${HASH}-${size}-${width}.${format}`;

describe('media-library images in articles', () => {
  it('become a lazy <picture> with AVIF and WebP at every width, and the true size', () => {
    const src = file('2000x1000', 1440, 'webp');
    const { html, firstImage } = renderArticleHtml(
      `<p><img src="${src}" alt="設定画面" width="10" height="10" title="t"></p>`,
    );
    const srcset = (format: string) =>
      [480, 960, 1440].map((w) => `${file('2000x1000', w, format)} ${w}w`).join(', ');
    const sizes = '(min-width: 800px) 720px, 100vw';
    expect(html).toBe(
      '<p><picture>' +
        `<source type="image/avif" data-srcset="${srcset('avif')}" sizes="${sizes}">` +
        `<source type="image/webp" data-srcset="${srcset('webp')}" sizes="${sizes}">` +
        `<img data-img="${src}" src="${PLACEHOLDER_GIF}" alt="設定画面" width="1440" height="720"` +
        ' class="lazy-img" decoding="async" style="aspect-ratio:1440/720" title="t">' +
        '</picture>' +
        `<noscript><img src="${src}" alt="設定画面" width="1440" height="720"></noscript></p>`,
    );
    // No srcset until the enhancer sets it: nothing loads before the reader comes near.
    expect(html).not.toMatch(/\ssrcset=/);
    expect(firstImage).toBe(src);
    expect(storedImageSources(html)).toEqual([src]);
  });

  it('finds the image from any of its files, and never makes a small one bigger', () => {
    const { html } = renderArticleHtml(`<img src="${file('300x200', 300, 'avif')}" alt="小">`);
    expect(html).toContain(`data-srcset="${file('300x200', 300, 'avif')} 300w"`);
    expect(html).toContain(`data-img="${file('300x200', 300, 'webp')}"`);
    expect(html).toContain('width="300" height="200"');
  });

  it('offers an animation as WebP only', () => {
    const { html } = renderArticleHtml(`<img src="/media/01/${HASH}-64x32a-64.webp" alt="動く">`);
    expect(html).not.toContain('image/avif');
    expect(html).toContain(
      `<source type="image/webp" data-srcset="/media/01/${HASH}-64x32a-64.webp 64w"`,
    );
  });

  it('leaves every other image a plain lazy image', () => {
    for (const src of [
      '/images/demo/chart.png',
      `https://other.example/media/01/${HASH}-300x200-300.webp`,
      `/media/01/${HASH}-300x200-480.webp`, // a width the library would not make
      `/media/02/${HASH}-300x200-300.webp`, // the wrong folder for its hash
      `/media/01/${HASH}-300x200-300.png`,
    ]) {
      const { html } = renderArticleHtml(`<img src="${src}" alt="x">`);
      expect(html, src).not.toContain('<picture>');
      expect(html, src).toContain('class="lazy-img"');
    }
  });

  it('still drops a <picture> or <source> an author writes (only ours are kept)', () => {
    const { html } = renderArticleHtml(
      '<picture><source srcset="https://evil.example/a.avif" type="image/avif"><img src="/a.png" alt="a"></picture>',
    );
    expect(html).not.toContain('<picture>');
    expect(html).not.toContain('evil.example');
  });
});
