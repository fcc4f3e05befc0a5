import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { flag, port, repoDataDir } from './shared';

/** Where and how a server process runs. */
export const PROCESS = {
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      '`production` makes CACHE_ADMIN_KEY and STAFF_AUTH_SECRET required; set by `npm start` and Next',
    ),
  DATA_DIR: z
    .string()
    .min(1)
    .default(() => repoDataDir())
    .describe('folder of the default SQLite file and of the generated local secrets'),
  MEDIA_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "the media library's files (uploads and their AVIF/WebP); unset = DATA_DIR/media; shared by every instance",
    ),
  PORT: port().default(3000).describe('port of the web server (`npm start`)'),
  HOST: z
    .string()
    .min(1)
    .default('0.0.0.0')
    .describe('interface the web server listens on (all: it is the public web server)'),
  WEB_CONCURRENCY: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(Math.min(os.availableParallelism(), 4))
    .describe('fronts, and as many render workers (node:cluster), one each per core up to 4'),
  TRUST_PROXY: flag('false').describe(
    "behind one trusted proxy: the visitor is the rightmost X-Forwarded-For entry, X-Forwarded-Proto is believed, and requests through it are told the pages' edge tags",
  ),
  ACCESS_LOG: flag('true').describe('one JSON line per request on stdout'),
  WARM_CACHE: flag('true').describe("render the sitemap's pages after start and after purges"),
  WEB_WORKER_CHORES: flag('false').describe(
    'set by the web server on the one worker (node:cluster) that warms the cache and watches the rankings; not an operator setting',
  ),
  WEB_WORKER_ROLE: z
    .enum(['front', 'render'])
    .optional()
    .describe(
      'set by the web server on each worker (node:cluster): `front` answers visitors, `render` runs Next; not an operator setting',
    ),
  WEB_RENDER_INDEX: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe(
      "set by the web server: a render worker's socket, or a front's own render worker; not an operator setting",
    ),
  WEB_RENDER_DIR: z
    .string()
    .optional()
    .describe(
      "set by the web server: the private directory (mode 0700) of the render workers' sockets; not an operator setting",
    ),
  WEB_RENDER_SECRET: z
    .string()
    .optional()
    .describe(
      'set by the web server: the secret every request to a render worker carries; not an operator setting',
    ),
  POPULAR_REFRESH_MINUTES: z.coerce
    .number()
    .min(0.05)
    .max(1440)
    .default(10)
    .describe('how often the popularity rankings are checked, and purged when their order changed'),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe("the page-cache service's log level"),
  INIT_CWD: z
    .string()
    .min(1)
    .optional()
    .describe(
      'set by npm: the folder the operator ran a command from (relative paths start there)',
    ),
};

/** Where the media library's files live: MEDIA_DIR, else the `media` folder of DATA_DIR. */
export const mediaDirOf = (env: { MEDIA_DIR?: string; DATA_DIR: string }): string =>
  env.MEDIA_DIR ?? path.join(env.DATA_DIR, 'media');
