import { describe, expect, it } from 'vitest';
import { type ShownLink, withLink } from './password-links';

/** A link on screen for the person `userId`, made as the `n`th of the visit. */
const shown = (userId: string, n: number): ShownLink => ({
  link: {
    userId,
    name: `人 ${userId}`,
    email: `${userId}@example.jp`,
    url: `https://example.jp/admin/password?token=${n}`,
    expiresAt: '2026-12-04T00:00:00.000Z',
  },
  heading: `人 ${userId} を追加しました。`,
  reset: false,
});

describe('the one-time links the users screen shows', () => {
  it('adding a second person keeps the first person’s link on screen, newest first', () => {
    const first = shown('a', 1);
    const second = shown('b', 2);
    expect(withLink(withLink([], first), second)).toEqual([second, first]);
  });

  it('a new link for the same person replaces only theirs (the older one died when it was made)', () => {
    const a1 = shown('a', 1);
    const b = shown('b', 2);
    const a2 = { ...shown('a', 3), reset: true };
    expect(withLink([b, a1], a2)).toEqual([a2, b]);
  });
});
