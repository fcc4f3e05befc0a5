/**
 * A seeded random source (mulberry32): the same seed gives the same requests, so a failure
 * found once is found again with FUZZ_SEED=<seed>.
 */
export type Random = {
  next(): number;
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A few items, in random order, possibly repeated. */
  some<T>(items: readonly T[], max: number): T[];
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick,
    some: (items, max) => Array.from({ length: int(1, max) }, () => pick(items)),
  };
}
