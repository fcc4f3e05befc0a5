import { createHash, randomBytes } from 'node:crypto';
import { serverEnv } from '../env';

// Who the visitor is lives beside the limits, importable by the front without the server env.
export { type Visitor, visitorFromHeaders } from './abuse/visitor-address';

/** What is stored instead of the address: enough to see one sender's burst, not who it was. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex');
}

/**
 * The hash salt must be secret (an IPv4 hash with a known salt is reversed in minutes) and the
 * same in every worker and instance (the rate limits count per hash): IP_HASH_SALT, else derived
 * from the admin token, else from the cache admin key (`npm start` always sets one), else random
 * per process (hashes then only group within one process, and so do the form limits).
 */
const processSalt = randomBytes(16).toString('hex');
export function ipHashSalt(): string {
  const env = serverEnv();
  if (env.IP_HASH_SALT) return env.IP_HASH_SALT;
  const secret = env.ADMIN_TOKEN ?? env.CACHE_ADMIN_KEY;
  if (secret) return createHash('sha256').update(`tsuzuri-ip:${secret}`).digest('hex');
  return processSalt;
}
