import { describe, expect, it } from 'vitest';
import { silently } from './silently';

describe('silently', () => {
  it('passes the arguments through and keeps whatever the handler throws from the page', () => {
    const seen: number[] = [];
    const handler = silently((n: number) => {
      seen.push(n);
      throw new Error('analytics broke');
    });
    expect(() => handler(7)).not.toThrow();
    expect(seen).toEqual([7]);
  });
});
