import type { Namespace } from './types';

/**
 * Where things live in Redis. Everything starts with `tsuzuri:pc:` so the cache can share a
 * Redis with other data; the domain is URI-encoded so it contains no `:` and one domain's
 * prefix can never be the prefix of another's (a reset SCANs by prefix).
 *
 *   tsuzuri:pc:d:{domain}:{type}:e:{key}  hash {body, ts, tags}   the entry (with a TTL)
 *   tsuzuri:pc:d:{domain}:{type}:k        set of keys             /keys without SCAN
 *   tsuzuri:pc:d:{domain}:{type}:t:{tag}  set of keys             purge by tag
 *   tsuzuri:pc:feed:seq / feed:events     counter / sorted set    the shared purge feed
 *   tsuzuri:pc:feed:new                   pub/sub channel         each new seq, for held /purges
 */
export const PREFIX = 'tsuzuri:pc:';
export const FEED_SEQ = `${PREFIX}feed:seq`;
export const FEED_EVENTS = `${PREFIX}feed:events`;
export const FEED_CHANNEL = `${PREFIX}feed:new`;

export const domainPrefix = (domain: string) => `${PREFIX}d:${encodeURIComponent(domain)}:`;
const nsPrefix = (ns: Namespace) => `${domainPrefix(ns.domain)}${ns.type}:`;
export const entryKey = (ns: Namespace, key: string) => `${nsPrefix(ns)}e:${key}`;
export const keySetKey = (ns: Namespace) => `${nsPrefix(ns)}k`;
export const tagKey = (ns: Namespace, tag: string) => `${nsPrefix(ns)}t:${tag}`;

/** Tags are stored comma-joined in the entry hash (tags never contain commas). */
export const splitTags = (joined: string | null | undefined) => (joined ? joined.split(',') : []);

/**
 * Appends one event atomically: seq, insertion and trimming in one script, so a reader can
 * never see seq N+1 before N (two service instances purging at once) and skip N for good.
 * ARGV[1] is the event's JSON without seq; the script splices `"seq":N,` in after the `{`.
 * A feed that is gone (Redis restarted empty) starts again at ARGV[3], the clock in ms: past any
 * seq of the lost feed, so a front that followed it gets `reset` instead of taking the new
 * events for ones it has already applied (see feed.ts, FEED_BASE).
 * The new seq is published on ARGV[4] (FEED_CHANNEL) from inside the script, so a service that
 * hears it reads a feed that already holds the event.
 */
export const RECORD_PURGE_LUA = `
if redis.call('EXISTS', KEYS[1]) == 0 then redis.call('SET', KEYS[1], ARGV[3]) end
local seq = redis.call('INCR', KEYS[1])
redis.call('ZADD', KEYS[2], seq, '{"seq":' .. seq .. ',' .. string.sub(ARGV[1], 2))
redis.call('ZREMRANGEBYRANK', KEYS[2], 0, -(tonumber(ARGV[2]) + 1))
redis.call('PUBLISH', ARGV[4], seq)
return seq`;
