import { describe, expect, it } from 'vitest';
import { memoryRateLimiter } from './rate-limit';

describe('memoryRateLimiter', () => {
  it('allows up to the limit per window and per key, then refuses until the window ends', async () => {
    let t = 1_000;
    const rl = memoryRateLimiter(3, 60_000, () => t);
    const results = [];
    for (let i = 0; i < 4; i++) results.push((await rl.hit('comment:1.2.3.4')).allowed);
    expect(results).toEqual([true, true, true, false]);
    expect((await rl.hit('comment:5.6.7.8')).allowed).toBe(true);
    t += 60_000;
    expect((await rl.hit('comment:1.2.3.4')).allowed).toBe(true);
  });
});
