/**
 * kuromoji keeps its dictionary's surface → entries map as a plain object of 326,000 arrays:
 * 76 MB of JS heap that every full garbage collection marks again (about 20 ms of each one, and
 * a web process under a container's heap limit collected almost without pause). The same map
 * packed into two Int32Arrays (an offset per key, then all the entries) is 3 MB outside the heap.
 * kuromoji reads the map only as `target_map[id]` → something with `length` and indexes, which a
 * Proxy over the packed arrays answers with a subarray: the analyses are the same
 * (compact-dictionary.test.ts compares them), at the same speed.
 */

type EntryList = ArrayLike<number>;
type TokenInfoDictionary = { target_map: Record<number, EntryList | undefined> };

/** Packs the tokenizer's map in place; leaves it alone (false) if kuromoji's shape is not the one known. */
export function compactTokenDictionary(tokenizer: unknown): boolean {
  const dictionary = (tokenizer as { token_info_dictionary?: TokenInfoDictionary })
    .token_info_dictionary;
  const map = dictionary?.target_map;
  if (!map || typeof map !== 'object' || !looksLikeEntryMap(map)) return false;
  let lastKey = -1;
  let entries = 0;
  for (const key of Object.keys(map)) {
    lastKey = Math.max(lastKey, Number(key));
    entries += (map[Number(key)] as EntryList).length;
  }
  const offsets = new Int32Array(lastKey + 2);
  const values = new Int32Array(entries);
  let at = 0;
  for (let key = 0; key <= lastKey; key++) {
    offsets[key] = at;
    const list = map[key];
    if (list) for (let i = 0; i < list.length; i++) values[at++] = list[i] as number;
  }
  offsets[lastKey + 1] = at;
  dictionary.target_map = new Proxy({} as TokenInfoDictionary['target_map'], {
    get(_, key) {
      const id = typeof key === 'string' ? Number(key) : Number.NaN;
      if (!Number.isInteger(id) || id < 0 || id > lastKey || offsets[id] === offsets[id + 1])
        return undefined;
      return values.subarray(offsets[id], offsets[id + 1]);
    },
  });
  return true;
}

/** Integer keys with arrays of integers: a sample, so a changed kuromoji is left as it is. */
function looksLikeEntryMap(map: Record<string, unknown>): boolean {
  const keys = Object.keys(map).slice(0, 100);
  return (
    keys.length > 0 &&
    keys.every((key) => {
      const list = map[key];
      return (
        /^\d+$/.test(key) &&
        Array.isArray(list) &&
        list.every((v) => typeof v === 'number' && Number.isInteger(v))
      );
    })
  );
}
