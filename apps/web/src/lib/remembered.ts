/**
 * A pure function with its last `max` results remembered, for readings the same inputs ask for
 * over and over (a URL's route, a reported page). `keyOf` names everything the result depends
 * on, or returns null for inputs not worth keeping (computed each time). When full, the oldest
 * goes first, so a flood of made-up inputs costs bounded memory. Results are shared between
 * callers: remember only values nobody changes (frozen, or immutable by type).
 */
export function remembered<A extends unknown[], V>(
  max: number,
  keyOf: (...args: A) => string | null,
  compute: (...args: A) => V,
): (...args: A) => V {
  const results = new Map<string, V>();
  return (...args) => {
    const key = keyOf(...args);
    if (key === null) return compute(...args);
    let result = results.get(key);
    if (result === undefined) {
      result = compute(...args);
      if (results.size >= max) results.delete(results.keys().next().value as string);
      results.set(key, result);
    }
    return result;
  };
}
