import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ProductInputSchema } from './product-input';

const seedFile = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../seed/products/ai-upscaler.json',
);
/** The shipped AI Upscaler file as a console input, changed by `edit` (a deep copy each time). */
// biome-ignore lint/suspicious/noExplicitAny: the tests break the input on purpose
const input = (edit: (p: Record<string, any>) => void) => {
  const p = JSON.parse(fs.readFileSync(seedFile, 'utf8'));
  edit(p);
  return p;
};
const issuesOf = (value: unknown) =>
  ProductInputSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
const NAME_RULE = '名前に使えない文字が含まれています (it contains characters a name cannot have)';

/**
 * A product's and a plan's name show in menus, cards and the price table as one line: a bidi
 * override (U+202E) turns the rest of that line around and a control character breaks it, so
 * they are refused as a category's or an author's name is (docs/product.md#products-in-the-console).
 */
describe("a product's names", () => {
  it.each([
    ['a right-to-left override', 'Upscaler\u202eexe.'],
    ['an isolate', 'AI\u2066 Upscaler'],
    ['a control character', 'AI\u0007Upscaler'],
    ['a line separator', 'AI\u2028Upscaler'],
  ])('with %s are refused, the product name and the plan name alike', (_, name) => {
    expect(issuesOf(input((p) => (p.texts.ja.name = name)))).toEqual([
      ['texts.ja.name', NAME_RULE],
    ]);
    expect(issuesOf(input((p) => (p.texts.ja.planLabels[p.plans[0].code] = name)))).toEqual([
      [`texts.ja.planLabels.${input(() => {}).plans[0].code}`, NAME_RULE],
    ]);
  });

  it('are kept as written otherwise, Japanese and symbols included', () => {
    const ok = ProductInputSchema.parse(input((p) => (p.texts.ja.name = 'AI 高画質化 Pro＋ (4K)')));
    expect(ok.texts.ja?.name).toBe('AI 高画質化 Pro＋ (4K)');
  });
});
