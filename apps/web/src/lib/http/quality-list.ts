/**
 * Request headers that weigh their values with `;q=` (Accept-Encoding, Accept-Language): a
 * value with q=0 is a refusal, never a choice (RFC 9110, section 12.4.2).
 */
export type Weighted = { value: string; q: number };

const QVALUE = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/;

/** The entries in the order given, lower-cased; an entry whose q is not a qvalue is left out. */
export function parseQualityList(header: string | undefined): Weighted[] {
  const out: Weighted[] = [];
  for (const part of (header ?? '').split(',')) {
    const [rawValue, ...params] = part.split(';');
    const value = rawValue.trim().toLowerCase();
    if (!value) continue;
    let q = 1;
    for (const param of params) {
      const [name, raw = ''] = param.split('=').map((s) => s.trim());
      if (name.toLowerCase() !== 'q') continue;
      q = QVALUE.test(raw) ? Number(raw) : Number.NaN;
    }
    if (!Number.isNaN(q)) out.push({ value, q });
  }
  return out;
}

/** Accept-Language values, most weighted first (stable for equal weights), refusals left out. */
export function preferredLanguages(acceptLanguage: string | null | undefined): string[] {
  return parseQualityList(acceptLanguage ?? undefined)
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q)
    .map((e) => e.value);
}

export type Encoding = 'br' | 'gzip' | 'identity';
// Ours, in the order we prefer them when the client weighs them equally.
const OURS: Encoding[] = ['br', 'gzip', 'identity'];
const ALIASES: Record<string, string> = { 'x-gzip': 'gzip' };

/** The client's weight of each of our encodings. */
function weigh(header: string): (e: Encoding) => number {
  const weights = new Map<string, number>();
  for (const { value, q } of parseQualityList(header)) weights.set(ALIASES[value] ?? value, q);
  // Not named: `*` decides; else identity stays acceptable, as the last choice, and others are not.
  return (e) => weights.get(e) ?? weights.get('*') ?? (e === 'identity' ? 0.001 : 0);
}

/** Whether an uncompressed answer is acceptable (only `identity;q=0` or `*;q=0` refuse it). */
export function acceptsIdentity(header: string | undefined): boolean {
  return header === undefined || !header.trim() || weigh(header)('identity') > 0;
}

function negotiate(header: string | undefined): Encoding | null {
  if (header === undefined || !header.trim()) return 'identity';
  const q = weigh(header);
  let best: Encoding | null = null;
  for (const e of OURS) if (q(e) > 0 && (best === null || q(e) > q(best))) best = e;
  return best;
}

// Browsers send a handful of distinct headers: remember the answers (bounded) for the hot path.
const memo = new Map<string, Encoding | null>();
const MEMO_MAX = 256;

/**
 * The encoding to send a page in: the client's most weighted of brotli, gzip and identity (ties
 * in that order); null when it refuses all three (then the answer is 406). Without the header,
 * identity.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (header === undefined) return 'identity';
  const known = memo.get(header);
  if (known !== undefined) return known;
  const chosen = negotiate(header);
  if (memo.size >= MEMO_MAX) memo.clear();
  memo.set(header, chosen);
  return chosen;
}
