/**
 * Which titles can be near a query, as an index can find them cheaply. A title is near when it
 * holds at least a share of the query's bigrams (suggest.ts, MIN_SIMILARITY): of n bigrams it
 * holds k = ⌈n × share⌉ and misses at most n − k. Split the bigrams into n − k + 1 groups and such
 * a title holds one group whole (it cannot miss a bigram of every group). So "holds every bigram
 * of some group" finds every near title and is a condition an index answers.
 *
 * The groups are chosen so the index reads little: a rare bigram goes alone (its titles are few),
 * and the common ones (in many titles: 方法, ダウ) go together into as few groups as are still
 * needed, so a title holding only common bigrams is read only when it holds several of them. The
 * rare bigrams are all kept alone even beyond what the count needs, as a title that shares a rare
 * bigram is worth ranking and costs little. Without common bigrams this is every bigram alone:
 * any title holding any of them, the search before this bound.
 */
export function nearTitleGroups(
  bigramSets: string[][],
  share: number,
  isCommon: (token: string) => boolean,
): string[][] {
  const groups = new Map<string, string[]>();
  const add = (group: string[]) => {
    const sorted = [...new Set(group)].sort();
    groups.set(sorted.join('\u0000'), sorted);
  };
  for (const bigrams of bigramSets) {
    const unique = [...new Set(bigrams)];
    if (!unique.length) continue;
    const mayMiss = unique.length - Math.ceil(unique.length * share);
    const rare = unique.filter((t) => !isCommon(t));
    const common = unique.filter(isCommon);
    for (const t of rare) add([t]);
    const stillNeeded = Math.min(mayMiss + 1 - rare.length, common.length);
    // Dealt round, so each group holds as few bigrams as the others: none is read alone when
    // fewer groups than common bigrams are needed.
    for (let g = 0; g < stillNeeded; g++) add(common.filter((_, i) => i % stillNeeded === g));
  }
  return [...groups.values()];
}
