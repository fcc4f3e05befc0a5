/**
 * Payload cleaning (docs/product.md#payload-cleaning): empty strings, null, undefined, the string 'undefined',
 * non-finite numbers, and arrays or objects left empty are dropped — recursively — and object
 * keys are sorted, so equal payloads serialise to equal JSON (and hash to equal upload ids).
 */
export function cleanPayload(value: unknown): unknown {
  if (value === null || value === undefined || value === '' || value === 'undefined')
    return undefined;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) {
    const items = value.map(cleanPayload).filter((item) => item !== undefined);
    return items.length ? items : undefined;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) {
      const cleaned = cleanPayload((value as Record<string, unknown>)[key]);
      if (cleaned !== undefined) out[key] = cleaned;
    }
    return Object.keys(out).length ? out : undefined;
  }
  return value;
}
