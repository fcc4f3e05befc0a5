import { z } from 'zod';

/**
 * The page-cache service's wire format: every query it accepts and every JSON answer it gives.
 * The web front imports these (`@tsuzuri/cache-protocol`) so both sides of the boundary
 * validate with one schema (design rule 5). Plain zod only: no Node or fastify imports here.
 */

/** Header carrying the admin secret (or the `admin_key` query parameter; see docs/decisions/0005). */
export const ADMIN_KEY_HEADER = 'x-cache-admin-key';
/** Response headers of GET /get: the build time the entry was stored with, and its tags. */
export const TS_HEADER = 'x-cache-ts';
export const TAGS_HEADER = 'x-cache-tags';
/** /keys answers at most this many keys, with `truncated: true` when there are more. */
export const KEYS_LIST_LIMIT = 10_000;

/** A site (host) namespace; '' is the default site. Host-like so it can never forge a store key. */
export const DomainSchema = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{0,253}$/, 'domain must be a host name (letters, digits, . _ : -)')
  .default('');

/** `type=1` selects the API-response cache (docs/product.md#api-response-cache); anything else is the page cache. */
export const CacheTypeSchema = z
  .enum(['0', '1'])
  .default('0')
  .transform((t) => (t === '1' ? 1 : 0) as CacheType);
export type CacheType = 0 | 1;

// Keys are normalised URLs plus variants; RSC router-state headers can make them a few KB long.
// Control characters are refused: they never occur in a real key and would corrupt log lines.
export const CacheKeySchema = z
  .string()
  .min(1, 'key is required')
  .max(8192)
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  .regex(/^[^\u0000-\u001f\u007f]+$/, 'key must not contain control characters');

// Tags travel in a comma-separated query parameter and in the x-cache-tags response header, so
// they are printable ASCII without commas or spaces (e.g. `article:my-slug`, `locale:ja`).
export const TagSchema = z
  .string()
  .min(1)
  .max(256)
  .regex(/^[\x21-\x2b\x2d-\x7e]+$/, 'tags are printable ASCII without commas or spaces');

/** A build time or version: printable, header-safe, short. */
export const BuildTimeSchema = z
  .string()
  .regex(
    /^[A-Za-z0-9._:+-]{1,64}$/,
    'ts must be a build time or version (letters, digits, . _ : + -)',
  );

/** "a,b,c" → ['a','b','c'], blanks dropped, then each item validated. */
function csv(item: z.ZodString, max: number) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1).max(max));
}
export const TagListSchema = csv(TagSchema, 64);

export const GetQuerySchema = z.object({
  domain: DomainSchema,
  type: CacheTypeSchema,
  key: CacheKeySchema,
});
export const DelQuerySchema = GetQuerySchema;
export const KeysQuerySchema = z.object({ domain: DomainSchema, type: CacheTypeSchema });
export const ResetQuerySchema = z.object({ domain: DomainSchema });
export const DelKeysQuerySchema = z.object({
  domain: DomainSchema,
  type: CacheTypeSchema,
  keys: csv(CacheKeySchema, 1000),
});
export const ClearByVersionQuerySchema = z.object({ domain: DomainSchema, ts: BuildTimeSchema });
export const PurgeQuerySchema = z.object({ domain: DomainSchema, tags: TagListSchema });
/** A count a front reports; bounded so one report cannot overflow the service's totals. */
const AnswerCountSchema = z.coerce.number().int().min(0).max(1_000_000_000);
/**
 * POST /answers (admin): what a front answered since its last report, from a cache (its own
 * memory or this service) or by rendering. The site's hit ratio is these: most hits never reach
 * this service, which sees only the lookups a front's memory missed.
 */
export const AnswersQuerySchema = z.object({
  domain: DomainSchema,
  cached: AnswerCountSchema,
  rendered: AnswerCountSchema,
});

// Pages must say which build they belong to (clearByVersion relies on it); API responses need not.
export const SetQuerySchema = z
  .object({
    domain: DomainSchema,
    type: CacheTypeSchema,
    key: CacheKeySchema,
    ts: BuildTimeSchema.optional(),
    tags: TagListSchema.optional(),
  })
  .refine((q) => q.type === 1 || q.ts !== undefined, {
    message: 'ts (the build time) is required for pages',
    path: ['ts'],
  });

/**
 * The longest a /purges request is held for a purge (`wait`, ms); a longer wait is cut to it. A
 * follower holds one request at a time and asks again when it is answered.
 */
export const PURGES_MAX_WAIT_MS = 30_000;

export const PurgesQuerySchema = z.object({
  domain: DomainSchema,
  /** The last seq the caller has applied; omit it to learn the current seq without events. */
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'since must be a non-negative integer')
    .transform(Number)
    .optional(),
  /**
   * With `since`: when nothing is newer, hold the answer until a purge is recorded or this many
   * ms have passed (long polling, docs/decisions/0023-purge-feed-held.md). 0 or absent: at once.
   */
  wait: z
    .string()
    .regex(/^\d{1,6}$/, 'wait must be a number of milliseconds')
    .transform((ms) => Math.min(Number(ms), PURGES_MAX_WAIT_MS))
    .optional(),
});

export const PurgeEventSchema = z.object({
  seq: z.number().int().positive(),
  /** Epoch milliseconds. */
  at: z.number().int(),
  /** tags: entries carrying any tag · keys: these keys · reset: the whole domain · version: pages whose ts ≠ values[0]. */
  kind: z.enum(['tags', 'keys', 'reset', 'version']),
  values: z.array(z.string()),
  domain: z.string(),
  /** Only on `keys` events: which cache the keys were deleted from. */
  type: z.union([z.literal(0), z.literal(1)]).optional(),
});
export type PurgeEvent = z.infer<typeof PurgeEventSchema>;
export type NewPurgeEvent = Omit<PurgeEvent, 'seq' | 'at'>;

export const PurgesResponseSchema = z.object({
  /** The newest seq the service has issued: pass it back as `since` next time. */
  seq: z.number().int().nonnegative(),
  events: z.array(PurgeEventSchema),
  /** Events the caller had not seen were dropped (or the feed restarted): drop everything. */
  reset: z.literal(true).optional(),
});
export type PurgesResponse = z.infer<typeof PurgesResponseSchema>;

export const KeysResponseSchema = z.object({ keys: z.array(z.string()), truncated: z.boolean() });
export const DeletedResponseSchema = z.object({ deleted: z.number().int().nonnegative() });
export const PurgeResponseSchema = z.object({ purged: z.number().int().nonnegative() });
export const HealthResponseSchema = z.object({
  ok: z.boolean(),
  store: z.enum(['memory', 'redis']),
});
/** GET /stats (admin): this service's lookups since it started, and how many entries it holds. */
export const StatsResponseSchema = z.object({
  store: z.enum(['memory', 'redis']),
  /** When the counters started (the service's start): hits and misses are since then. */
  since: z.string(),
  hits: z.number().int().nonnegative(),
  misses: z.number().int().nonnegative(),
  sets: z.number().int().nonnegative(),
  /** What the fronts reported answering (POST /answers) since the service started. */
  answers: z.object({
    cached: z.number().int().nonnegative(),
    rendered: z.number().int().nonnegative(),
    /** The last report; null before any. */
    reportedAt: z.string().nullable(),
  }),
  pages: z.object({ entries: z.number().int().nonnegative(), truncated: z.boolean() }),
  api: z.object({ entries: z.number().int().nonnegative(), truncated: z.boolean() }),
});
export type StatsResponse = z.infer<typeof StatsResponseSchema>;
export const ErrorResponseSchema = z.object({ error: z.string(), message: z.string() });
