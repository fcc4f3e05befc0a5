import { bumpCategoryGeneration } from '@/lib/category-generation';
import type { PurgeEvent } from './l2-types';

/**
 * A purge that may have changed a category (its tags, or a purge by key, reset or version that
 * says nothing about what changed) makes every render reload the category tree
 * (src/lib/category-generation.ts). An empty batch (the feed caught up after a gap) counts too.
 */
export function refreshCategoriesOnPurge(events: PurgeEvent[]): void {
  const touches = events.some(
    (e) =>
      e.kind !== 'tags' || e.values.some((v) => v === 'categories' || v.startsWith('category:')),
  );
  if (touches || !events.length) bumpCategoryGeneration();
}
