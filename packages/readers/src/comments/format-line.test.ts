import { describe, expect, it } from 'vitest';
import { formatCommentLine } from './cli';

describe('npm run comments -- list, a line', () => {
  it('tells when in Japan time: the UTC instant cut short read nine hours off', () => {
    const line = formatCommentLine({
      id: 7,
      name: '読者',
      body: '参考になりました',
      createdAt: '2026-11-30T16:05:00.000Z',
      staff: false,
      replyTo: null,
      articleSlug: 'dvd-copy',
      locale: 'ja',
      email: 'reader@example.jp',
      status: 'pending',
      holdReason: null,
      moderatedAt: null,
    });
    expect(line).toContain('  2026-12-01 01:05  ');
    expect(line).not.toContain('2026-11-30');
  });
});
