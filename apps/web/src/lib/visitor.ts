import { createHash } from 'node:crypto';
import { addressHashSalt } from '@tsuzuri/env';
import { serverEnv } from '../env';

// Who the visitor is lives beside the limits, importable by the front without the server env.
export { type Visitor, visitorFromHeaders } from './abuse/visitor-address';

/** What is stored instead of the address: enough to see one sender's burst, not who it was. */
export function hashIp(ip: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${ip}`).digest('hex');
}

/** The salt of the address hashes stored with comments, messages and the form limits. */
export const ipHashSalt = (): string => addressHashSalt('forms', serverEnv());
