/**
 * A visitor's search text made safe to use: control characters removed, whitespace collapsed,
 * at most 100 characters. Any input gives a query (possibly empty), never an error.
 */
export function cleanSearchQuery(raw: unknown): string {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (typeof text !== 'string') return '';
  return [
    ...text
      .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, 100)
    .join('')
    .trim();
}
