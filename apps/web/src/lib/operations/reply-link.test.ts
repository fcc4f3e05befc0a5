import { describe, expect, it } from 'vitest';
import { replyLink } from './reply-link';

describe('the reply link of a contact message', () => {
  it('writes to the sender with the subject prefixed Re:', () => {
    expect(replyLink('hanako@example.jp', 'レビューのご依頼')).toBe(
      `mailto:hanako@example.jp?subject=${encodeURIComponent('Re: レビューのご依頼')}`,
    );
  });

  it('does not prefix a subject twice, and keeps the link to one header line', () => {
    expect(decodeURIComponent(replyLink('a@example.jp', 'RE: 見積もり').split('=')[1])).toBe(
      'RE: 見積もり',
    );
    const forged = replyLink('a@example.jp', 'x\r\nBcc: all@example.jp');
    expect(decodeURIComponent(forged)).not.toMatch(/[\r\n]/);
    expect(replyLink('a+b@example.jp', 'x')).toMatch(/^mailto:a%2Bb@example\.jp\?/);
  });
});
