import 'server-only';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Noto Sans JP Bold for the card images, from the `@fontsource/noto-sans-jp` npm package (SIL Open
 * Font License 1.1), so a fresh machine has it after `npm install` and no system font is read.
 * The package splits the font into ~120 WOFF files by Unicode range (its CSS says which file holds
 * which characters); the card renderer (satori) reads WOFF but not WOFF2, and loading all 5 MB for
 * one title would be waste, so a card loads only the files its text needs (each read once).
 */
export const CARD_FONT = 'Noto Sans JP';
const WEIGHT = 700;

type Subset = { file: string; ranges: [number, number][] };
export type CardFont = { name: string; data: Buffer; weight: 700; style: 'normal' };

let subsets: Subset[] | undefined;
const loaded = new Map<string, Buffer>();

function packageDir(): string {
  // Resolved from the working directory (the repository or apps/web): npm hoists the package.
  const require = createRequire(path.join(process.cwd(), 'package.json'));
  return path.dirname(require.resolve('@fontsource/noto-sans-jp/package.json'));
}

/** `unicode-range: U+25ee8,U+26ff6-26ff8` → [[0x25ee8, 0x25ee8], [0x26ff6, 0x26ff8]]. */
export function parseUnicodeRange(value: string): [number, number][] {
  return value.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    if (from.includes('?')) {
      return [
        Number.parseInt(from.replace(/\?/g, '0'), 16),
        Number.parseInt(from.replace(/\?/g, 'f'), 16),
      ];
    }
    return [Number.parseInt(from, 16), Number.parseInt(to, 16)];
  });
}

/** The package's @font-face rules for the bold weight: each WOFF file with its ranges. */
export function readSubsets(css: string): Subset[] {
  const out: Subset[] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+\.woff)\) format\('woff'\)/.exec(face)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(face)?.[1];
    if (file && range) out.push({ file, ranges: parseUnicodeRange(range) });
  }
  return out;
}

function allSubsets(): Subset[] {
  subsets ??= readSubsets(fs.readFileSync(path.join(packageDir(), `${WEIGHT}.css`), 'utf8'));
  return subsets;
}

/**
 * The font files that cover `text`, in the package's order (Latin last, so Japanese punctuation
 * comes from the Japanese files). Each file gets a name of its own: the renderer keeps one font
 * per name and weight, and falls back from one named font to the next for a missing glyph.
 * `family` is the CSS font-family list that names them all.
 */
export function fontsFor(text: string): { fonts: CardFont[]; family: string } {
  const all = allSubsets();
  const needed = new Set<Subset>();
  for (const ch of new Set(text)) {
    const cp = ch.codePointAt(0) ?? 0;
    const subset = all.find((s) => s.ranges.some(([a, b]) => cp >= a && cp <= b));
    if (subset) needed.add(subset);
  }
  const fonts = all
    .filter((s) => needed.has(s))
    .map((s): CardFont => {
      let data = loaded.get(s.file);
      if (!data) {
        data = fs.readFileSync(path.join(packageDir(), 'files', s.file));
        loaded.set(s.file, data);
      }
      return { name: `${CARD_FONT} ${s.file}`, data, weight: WEIGHT, style: 'normal' };
    });
  return { fonts, family: fonts.map((f) => `'${f.name}'`).join(', ') || 'sans-serif' };
}
