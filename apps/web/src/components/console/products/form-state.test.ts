import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type ProductInput, ProductInputSchema } from '@tsuzuri/content/editorial';
import { describe, expect, it } from 'vitest';
import { draftOf, draftPath, inputOf } from './form-state';

const shipped = JSON.parse(
  fs.readFileSync(
    path.resolve(
      path.dirname(fileURLToPath(import.meta.url)),
      '../../../../../../packages/content/seed/products/video-studio.json',
    ),
    'utf8',
  ),
) as ProductInput;
const LOCALES = ['ja', 'en'];

describe('the product form state', () => {
  it('gives back what it was opened with: the server accepts it unchanged', () => {
    const back = ProductInputSchema.parse(inputOf(draftOf(shipped, LOCALES), LOCALES));
    expect(back).toEqual(ProductInputSchema.parse(shipped));
  });

  it('drops an emptied plan with its labels, and a language whose name was cleared', () => {
    const draft = draftOf(shipped, LOCALES);
    draft.prices.monthly = ' ';
    draft.texts.en.name = '';
    const input = inputOf(draft, LOCALES);
    expect(input.plans.map((p) => p.code)).toEqual(['yearly', 'perpetual']);
    expect(Object.keys(input.texts)).toEqual(['ja']);
    expect(Object.keys(input.texts.ja?.planLabels ?? {})).toEqual(['yearly', 'perpetual']);
  });

  it('starts a new product with blank rows the server refuses until filled, in Japanese', () => {
    const result = ProductInputSchema.safeParse(inputOf(draftOf(undefined, LOCALES), LOCALES));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message).join('\n')).toMatch(/スラッグ/);
  });

  it('sends an order that is not a number as NaN, never a quiet 0', () => {
    const draft = draftOf(shipped, LOCALES);
    draft.sortOrder = '三';
    expect(inputOf(draft, LOCALES).sortOrder).toBeNaN();
    expect(ProductInputSchema.safeParse(inputOf(draft, LOCALES)).error?.issues[0].message).toMatch(
      /表示順は0〜9999の整数で入力してください/,
    );
  });

  it('points a refused price at the plan on screen, not at its place in the list sent', () => {
    const draft = draftOf(shipped, LOCALES);
    draft.prices.monthly = '';
    expect(draftPath('plans.0.priceJpy', draft)).toBe('plans.yearly.priceJpy');
    expect(draftPath('plans.1.priceJpy', draft)).toBe('plans.perpetual.priceJpy');
    expect(draftPath('downloadUrls.windows', draft)).toBe('downloadUrls.windows');
    expect(draftPath('plans', draft)).toBe('plans');
  });
});
