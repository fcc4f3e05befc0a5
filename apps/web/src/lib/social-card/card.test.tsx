import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CARD_SIZE, renderCard } from './card';
import { fontsFor } from './font';

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(bytes.subarray(12, 16).toString('latin1')).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const render = async (title: string, label?: string) =>
  Buffer.from(await renderCard({ title, label, siteName: 'Tsuzuri' }).arrayBuffer());

// Set SHOTS_DIR to keep the images for a look (they are not checked in).
const keep = (name: string, png: Buffer) => {
  const dir = process.env.SHOTS_DIR;
  if (dir) fs.writeFileSync(path.join(dir, name), png);
};

describe('social card image', () => {
  it('is a 1200×630 PNG with the Japanese title drawn (not tofu: more ink than an empty card)', async () => {
    const title = 'DVDフリーソフトおすすめ5選【2025年版】書き込み・作成・再生・変換の定番を比較';
    const [card, blank] = await Promise.all([render(title, 'DVD'), render('', 'DVD')]);
    keep('card-ja.png', card);
    expect(pngSize(card)).toEqual(CARD_SIZE);
    expect(card.length).toBeGreaterThan(blank.length + 5_000);
  });

  it('draws a long title clamped and an English one, and differs when the title changes', async () => {
    const long = `${'美しく仕上げるチャプター作成の注意点と、'.repeat(6)}終わり`;
    const a = await render(long, 'ブルーレイ');
    const b = await render(
      'How to back up a homemade Blu-ray disc without losing chapters or menus, step by step for beginners',
      'Blu-ray',
    );
    keep('card-long.png', a);
    keep('card-en.png', b);
    expect(pngSize(a)).toEqual(CARD_SIZE);
    expect(pngSize(b)).toEqual(CARD_SIZE);
    expect(a.equals(await render(`${long}。`, 'ブルーレイ'))).toBe(true); // clamped: the tail is cut
    expect(a.equals(await render('別の記事', 'ブルーレイ'))).toBe(false);
  });

  it('loads only the font files its text needs, all WOFF (the renderer cannot read WOFF2)', () => {
    const { fonts } = fontsFor('DVDの焼き付け');
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.length).toBeLessThan(6);
    for (const f of fonts) expect(f.data.subarray(0, 4).toString('latin1')).toBe('wOFF');
    expect(fontsFor('').fonts.length).toBe(0);
  });
});
