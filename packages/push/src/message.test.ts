import { describe, expect, it } from 'vitest';
import { PushMessageSchema } from './message';

/**
 * A push's title is what the notification shows first: one that shows nothing sends a blank
 * notification to every subscriber, so it is refused as an empty one is (docs/product.md,
 * プッシュ通知).
 */
describe("a push message's title", () => {
  it.each([
    ['spaces', '   '],
    ['full-width spaces', '\u3000\u3000'],
    ['zero-width characters', '\u200b\u200d\ufeff'],
  ])('of only %s is refused like an empty one', (_, title) => {
    const refused = PushMessageSchema.safeParse({ title });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [['title'], 'タイトルを入力してください (a title is required)'],
    ]);
  });

  it('keeps a title with words, trimmed', () => {
    expect(PushMessageSchema.parse({ title: '\u3000新着記事 ' }).title).toBe('新着記事');
  });
});
