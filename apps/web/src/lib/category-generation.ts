/**
 * The category-refresh channel: a render worker's purge follower (front/render-worker.ts, on
 * every purge) tells Next's renders in its process that the kept category tree is stale. Categories are loaded once per process and kept
 * (docs/product.md#category); the categories repository reloads them when this number changes.
 *
 * Why a process global and not a plain module variable: the follower and Next's renders run in
 * one process, but Next compiles its own copy of every module it bundles (this one and
 * @tsuzuri/content included), so a module variable would be two counters that never meet. The
 * one place both copies can reach is a process-wide slot; this module names it and is the only
 * code that touches it. The web app hands categoryGeneration to the categories repository
 * (src/repositories.ts), which reloads when it changes (docs/routes.md#category-refresh).
 */
const SLOT = Symbol.for('tsuzuri.categories.generation');
const slots = globalThis as unknown as Record<symbol, number | undefined>;

/** The current generation of the category data in this process (0 until the first purge). */
export function categoryGeneration(): number {
  return slots[SLOT] ?? 0;
}

/** Marks the kept category tree stale: the next render that needs it reloads it. */
export function bumpCategoryGeneration(): void {
  slots[SLOT] = categoryGeneration() + 1;
}
