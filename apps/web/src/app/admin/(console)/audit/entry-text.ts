/**
 * An audit entry as a person reads it (the stored row stays as written: keys, JSON, encoded
 * paths). Pure, so the screen and its tests agree.
 */
import { decoded } from '@/lib/console/percent-decoded';

/**
 * `article:12` → `記事: 12`; `user:{id}` → `ユーザー: {name}` when `people` knows the id; a path
 * or a word of no known kind stays, decoded.
 */
export function targetText(
  target: string | null,
  kinds: Record<string, string>,
  people: Map<string, string> = new Map(),
): string {
  if (!target) return '';
  const colon = target.indexOf(':');
  const kind = colon > 0 ? kinds[target.slice(0, colon)] : undefined;
  const rest = target.slice(colon + 1);
  const named = target.startsWith('user:') ? people.get(rest) : undefined;
  return kind ? `${kind}: ${named ?? decoded(rest)}` : decoded(target);
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

const valueText = (value: unknown): string =>
  typeof value === 'string'
    ? decoded(value)
    : Array.isArray(value)
      ? value.map(valueText).join(', ')
      : isRecord(value)
        ? JSON.stringify(value)
        : String(value);

/**
 * The details as `key: value` lines: one level of nesting spelled out (`value.x: https://…`),
 * lists joined with commas, escaped paths decoded. Never the raw JSON on one long line.
 */
export function detailLines(details: unknown): string[] {
  if (details === null || details === undefined) return [];
  if (!isRecord(details)) return [valueText(details)];
  return Object.entries(details).flatMap(([key, value]) =>
    isRecord(value)
      ? Object.entries(value).map(([sub, v]) => `${key}.${sub}: ${valueText(v)}`)
      : [`${key}: ${valueText(value)}`],
  );
}
