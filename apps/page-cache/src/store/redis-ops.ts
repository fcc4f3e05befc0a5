import type { ChainableCommander, Redis } from 'ioredis';
import { entryKey, keySetKey, splitTags, tagKey } from './redis-layout';
import type { Namespace } from './types';

/** Keys per round trip: large enough to be fast, small enough not to block Redis. */
export const BATCH = 500;

/** Runs a pipeline or transaction and fails as a whole if any command failed. */
export async function run(commands: ChainableCommander): Promise<unknown[]> {
  const results = (await commands.exec()) ?? [];
  for (const [err] of results) if (err) throw err;
  return results.map(([, value]) => value);
}

/** Walks a set in batches (SSCAN, never one huge SMEMBERS that would block Redis). */
export async function* setMembers(redis: Redis, setKey: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, batch] = await redis.sscan(setKey, cursor, 'COUNT', BATCH);
    cursor = next;
    if (batch.length) yield batch;
  } while (cursor !== '0');
}

/**
 * Deletes entries together with their index memberships (key set and every tag set), so the
 * index never lists a deleted entry; answers how many entries existed.
 */
export async function removeEntries(redis: Redis, ns: Namespace, keys: string[]): Promise<number> {
  let n = 0;
  for (let i = 0; i < keys.length; i += BATCH) {
    const batch = keys.slice(i, i + BATCH);
    const tagsOf = (
      await run(batch.reduce((p, key) => p.hget(entryKey(ns, key), 'tags'), redis.pipeline()))
    ).map((t) => splitTags(t as string | null));
    const tx = redis.multi();
    batch.forEach((key, j) => {
      tx.del(entryKey(ns, key)).srem(keySetKey(ns), key);
      for (const tag of tagsOf[j]) tx.srem(tagKey(ns, tag), key);
    });
    const results = await run(tx);
    // Each key's commands start with its DEL: add up the DELs that removed something.
    let at = 0;
    tagsOf.forEach((tags) => {
      n += results[at] as number;
      at += 2 + tags.length;
    });
  }
  return n;
}
