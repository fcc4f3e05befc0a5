import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The tags a render read, collected while it runs (docs/caching.md#how-a-page-gets-its-tags).
 * The front runs each render it may store inside `collectReadTags` (front/render-tags.ts); the
 * repositories report every read to `recordReadTags` (src/repositories.ts), which adds to the
 * collection of the render it runs in — async context keeps concurrent renders apart. A read
 * outside such a render (a visitor's uncached request, a CLI) is recorded nowhere.
 *
 * Why a process-wide slot: the render worker's wrapper (front/render-tags.ts) and Next's renders
 * run in one process, but Next compiles its own copy of this module (see category-generation.ts), so both copies must find one storage.
 */
const SLOT = Symbol.for('tsuzuri.render.read-tags');
const slots = globalThis as unknown as Record<symbol, AsyncLocalStorage<Set<string>> | undefined>;
slots[SLOT] ??= new AsyncLocalStorage<Set<string>>();
const storage = slots[SLOT];

/** The response header (or trailer) in which a render hands its read tags to the front. */
export const READ_TAGS_HEADER = 'x-tsuzuri-tags';

export function recordReadTags(tags: string[]): void {
  const collected = storage.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}

/** Runs `render` with a fresh collection; `collected` is read once the response has ended. */
export function collectReadTags<T>(render: (collected: Set<string>) => T): T {
  const collected = new Set<string>();
  return storage.run(collected, () => render(collected));
}
