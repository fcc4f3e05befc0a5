/**
 * Whether item `index` of a list of `count` is laid out late (render-near-view, globals.css).
 * Laid out at once: the first `firstScreen` (laid out late, their stand-in heights would shift
 * what follows as the page paints), and the last `lastScreen` where a pager follows (a jump to it
 * shows them; laid out late, they took their real heights two frames after the jump and moved
 * the pager up under the reader's pointer — docs/benchmarks.md, "The first layout").
 */
export function laidOutLate(
  index: number,
  count: number,
  { firstScreen, lastScreen = 0 }: { firstScreen: number; lastScreen?: number },
): boolean {
  return index >= firstScreen && index < count - lastScreen;
}
