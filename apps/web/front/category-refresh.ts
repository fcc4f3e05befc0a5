import type { PurgeEvent } from './l2-types';

/**
 * Categories are loaded once per process and kept (docs/product.md#category); a purge that touches them
 * bumps a process-wide generation the categories repository checks, so the next render reloads
 * them. A global symbol, because Next's server bundle has its own copy of every module.
 */
export const CATEGORY_GENERATION = Symbol.for('tsuzuri.categories.generation');

export function bumpCategoryGeneration(events: PurgeEvent[]): void {
  const touches = events.some((e) => e.kind !== 'tags' || e.values.some((v) => v === 'categories' || v.startsWith('category:')));
  if (!touches && events.length) return;
  const g = globalThis as unknown as Record<symbol, number>;
  g[CATEGORY_GENERATION] = (g[CATEGORY_GENERATION] ?? 0) + 1;
}
