import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ImportFileError } from '../import/parse-file';
import { parseProductFile } from './product-file';

const seedFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/products/video-studio.json',
);
/** The shipped Video Studio file, changed by `edit` (a deep copy each time). */
// biome-ignore lint/suspicious/noExplicitAny: the tests break the JSON in every way on purpose
const variant = (edit: (p: Record<string, any>) => void): string => {
  const p = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  edit(p);
  return JSON.stringify(p);
};
const reasonFor = (raw: string): string => {
  try {
    parseProductFile(raw);
  } catch (e) {
    expect(e).toBeInstanceOf(ImportFileError);
    return (e as Error).message;
  }
  throw new Error('the file was accepted');
};

describe('product files', () => {
  it('accepts the shipped files with empty download URLs as "not configured"', () => {
    const p = parseProductFile(fs.readFileSync(seedFile, 'utf8'));
    expect(p.slug).toBe('video-studio');
    expect(p.downloadUrls).toEqual({ windows: '', mac: '' });
    expect(p.contentHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('names the field and the problem for each kind of mistake', () => {
    expect(reasonFor('{ "slug": ')).toMatch(/^not valid JSON/);
    expect(reasonFor(variant((p) => (p.slug = 'Video Studio')))).toMatch(/^slug: slug must be/);
    expect(reasonFor(variant((p) => (p.pid = 'abc')))).toMatch(/^pid: pid must be 3–12 digits/);
    expect(reasonFor(variant((p) => (p.plans[0].code = 'weekly')))).toMatch(/^plans\.0\.code/);
    expect(reasonFor(variant((p) => (p.plans[0].priceJpy = -1)))).toMatch(/^plans\.0\.priceJpy/);
    expect(reasonFor(variant((p) => (p.downloadUrls.mac = 'javascript:alert(1)')))).toMatch(
      /^downloadUrls\.mac: must be empty or an http\(s\) URL/,
    );
    expect(reasonFor(variant((p) => (p.colour = 'blue')))).toMatch(/colour/);
    expect(reasonFor(variant((p) => p.texts.ja.promo.points.pop()))).toMatch(
      /texts\.ja\.promo\.points: needs three points/,
    );
  });

  it('refuses a product or plan name that would not show as written (a bidi override, a control)', () => {
    expect(reasonFor(variant((p) => (p.texts.ja.name = 'Studio\u202eexe.')))).toMatch(
      /^texts\.ja\.name: 名前に使えない文字が含まれています/,
    );
    expect(
      reasonFor(variant((p) => (p.texts.ja.planLabels[p.plans[0].code] = 'Pro\u0000'))),
    ).toMatch(/^texts\.ja\.planLabels\.\w+: 名前に使えない文字が含まれています/);
  });

  it('takes screenshots only from the site itself (a // or \\ path would load another host)', () => {
    for (const src of [
      '//evil.example/x.svg',
      '/\\evil.example/x.svg',
      'https://evil.example/x.svg',
    ])
      expect(reasonFor(variant((p) => (p.screenshots[0].src = src))), src).toMatch(
        /^screenshots\.0\.src: src must be a site path/,
      );
  });

  it('refuses a file whose texts do not match its plans, screenshots or the default locale', () => {
    expect(reasonFor(variant((p) => delete p.texts.ja))).toMatch(/texts\.ja: missing/);
    expect(reasonFor(variant((p) => delete p.texts.en.planLabels.yearly))).toMatch(
      /texts\.en\.planLabels\.yearly: missing/,
    );
    expect(reasonFor(variant((p) => p.texts.ja.screenshotAlts.pop()))).toMatch(
      /texts\.ja\.screenshotAlts: 2 alts for 3 screenshots/,
    );
    expect(reasonFor(variant((p) => p.plans.push({ ...p.plans[0] })))).toMatch(
      /plans: a plan code appears twice/,
    );
  });
});
