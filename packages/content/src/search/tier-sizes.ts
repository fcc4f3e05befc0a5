/**
 * The sizes of one search's tiers, as far as its walk through them has learnt them. A page that
 * comes back short ends its tier, so the tier's size is its offset plus what it found (unless the
 * page started past the tier and found nothing). Counting walks every match of a tier or of the
 * query once more, as costly as reading the tier to its end, so a size once known is not counted
 * again, and when every tier's size is known the total is their sum: the tiers share no match
 * and together hold every match of the query.
 */
export function tierSizes(tiers: number) {
  const sizes: (number | undefined)[] = Array.from({ length: tiers }, () => undefined);
  return {
    seenPage(tier: number, limit: number, offset: number, found: number): void {
      if (found < limit && (found > 0 || offset === 0)) sizes[tier] = offset + found;
    },
    counted(tier: number, size: number): number {
      sizes[tier] = size;
      return size;
    },
    known: (tier: number): number | undefined => sizes[tier],
    sum(): number | undefined {
      let total = 0;
      for (const size of sizes) {
        if (size === undefined) return undefined;
        total += size;
      }
      return total;
    },
  };
}
