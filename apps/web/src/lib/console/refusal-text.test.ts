import { ProductInputSchema } from '@tsuzuri/content/editorial';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inLanguage, issueText } from './refusal-text';

describe('a back-end refusal in one language', () => {
  it('shows the Japanese console only Japanese and the English console only English', () => {
    const message =
      'ダウンロードURLは https:// で始まるURLか空欄です (must be an https:// URL or empty)';
    expect(inLanguage(message, 'ja')).toBe('ダウンロードURLは https:// で始まるURLか空欄です');
    expect(inLanguage(message, 'en')).toBe('Must be an https:// URL or empty');
  });

  it('keeps parentheses that belong to the Japanese text', () => {
    const message = '既定の言語 (ja) の文章は必須です (texts in ja are required)';
    expect(inLanguage(message, 'ja')).toBe('既定の言語 (ja) の文章は必須です');
    expect(inLanguage(message, 'en')).toBe('Texts in ja are required');
    const nested = '「a-b」(en) は別の記事が使っています (slug (a-b) is taken in en)';
    expect(inLanguage(nested, 'ja')).toBe('「a-b」(en) は別の記事が使っています');
    expect(inLanguage(nested, 'en')).toBe('Slug (a-b) is taken in en');
  });

  it('shows a text of another shape whole instead of cutting it wrongly', () => {
    expect(inLanguage('本文を保存できません (見出しが不正です)', 'en')).toBe(
      '本文を保存できません (見出しが不正です)',
    );
    expect(inLanguage('title is empty', 'ja')).toBe('title is empty');
    expect(inLanguage('保存できません', 'en')).toBe('保存できません');
  });
});

describe('a zod issue in the console’s words', () => {
  const issues = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues ?? [];

  it('takes our own message’s half, never the field’s key', () => {
    const [price] = issues(ProductInputSchema.shape.plans, [{ code: 'monthly', priceJpy: '-1' }]);
    expect(issueText(price, 'ja')).toBe('価格は1〜10,000,000円の整数で入力してください');
    expect(issueText(price, 'en')).toBe('A whole number of yen from 1 to 10,000,000');
  });

  it('says zod’s own rules in plain words instead of its English', () => {
    const [long] = issues(z.string().max(100), 'x'.repeat(101));
    expect(issueText(long, 'ja')).toBe('100文字以内で入力してください');
    expect(issueText(long, 'en')).toBe('At most 100 characters');
    const [empty] = issues(z.string().min(1), '');
    expect(issueText(empty, 'ja')).toBe('入力してください');
    const [type] = issues(z.number(), 'x');
    expect(issueText(type, 'ja')).toBe('入力内容が正しくありません');
    expect(issueText(type, 'en')).toBe('This value is not valid');
  });
});
