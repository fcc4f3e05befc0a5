import { z } from 'zod';
import { looseFlag, urlOrEmpty } from './shared';

/** Web push (docs/push.md). */
export const PUSH = {
  WEB_PUSH: z
    .enum(['on', 'off'])
    .optional()
    .describe('on/off overrides "open when VAPID keys are available"'),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key')
    .optional()
    .describe('VAPID public key; unset on SQLite = generated into DATA_DIR'),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key')
    .optional()
    .describe('VAPID private key'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be a mailto: address or an https: URL')
    .optional()
    .describe('who the push services contact about our pushes; default mailto:{contact email}'),
  PUSH_SERVICE_URL: urlOrEmpty()
    .optional()
    .describe('base URL of the push service the browser registers with; empty = this site'),
  PUSH_ENDPOINT_HOSTS: z
    .string()
    .regex(/^[a-z0-9.-]+(,[a-z0-9.-]+)*$/, 'must look like push.example.com,127.0.0.1')
    .optional()
    .describe("extra push endpoint hosts accepted besides the browsers' push services"),
  PUSH_ON_PUBLISH: looseFlag()
    .default('false')
    .describe('`npm run content:import` announces each article it publishes'),
};
