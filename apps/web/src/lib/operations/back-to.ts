/** A console path with the outcome of a write in its query (the screen shows it as a notice). */
export function backTo(path: string, query: Record<string, string | undefined>): string {
  const q = new URLSearchParams(
    Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])),
  ).toString();
  return q ? `${path}?${q}` : path;
}

/** A notice text with {n} filled in. */
export const fill = (text: string, n: string | undefined) => text.replace('{n}', n ?? '');
