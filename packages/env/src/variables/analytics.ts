import { z } from 'zod';
import { looseFlag, urlOrEmpty } from './shared';

const int = (min: number, max: number, fallback: number) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The analytics ingestion (the front) and the tracker's settings (the site config). */
export const ANALYTICS = {
  ANALYTICS_BATCH_SIZE: int(1, 5000, 500).describe(
    'the ingestion queue writes a batch at this size',
  ),
  ANALYTICS_FLUSH_MS: int(10, 60_000, 1000).describe('… and at least this often'),
  ANALYTICS_QUEUE_MAX: int(1, 1_000_000, 50_000).describe(
    'events held in memory per process; beyond it the endpoints answer 503',
  ),
  ANALYTICS_RAW_DAYS: int(1, 3650, 90).describe(
    'days raw events are kept; the daily rollups are kept forever',
  ),
  // A reader sends a page view, a few scroll milestones and clicks per page, and many readers
  // may share one address (an office, a mobile carrier's NAT), so the limit is generous.
  ANALYTICS_RATE_LIMIT: int(1, 10_000_000, 300).describe(
    'reports one address may send per window (429 beyond)',
  ),
  ANALYTICS_RATE_WINDOW_MS: int(100, 3_600_000, 10_000).describe('that window'),
  REPORTING_OPEN: looseFlag().optional().describe('true/false overrides reporting.isOpen'),
  REPORTING_ONLINE_API: urlOrEmpty().optional().describe('report host; empty = this site'),
  REPORTING_TEST_API: urlOrEmpty().optional().describe('report host when REPORTING_TEST_ENV is on'),
  REPORTING_TEST_ENV: looseFlag()
    .optional()
    .describe('test environment: the test host and test_ cookie names'),
  REPORTING_LEGACY: looseFlag().optional().describe('report form-encoded to the older /v2/report'),
  OUTBOUND_DOMAINS: z
    .string()
    .regex(/^([a-z0-9.-]+(,[a-z0-9.-]+)*)?$/, 'must look like store.example,partner.example')
    .optional()
    .describe('hosts whose links are outbound (decorated with the visitor ids); empty = none'),
  OUTBOUND_EXCLUSIONS: z
    .string()
    .regex(
      /^([a-z0-9./_-]+(,[a-z0-9./_-]+)*)?$/,
      'must look like help.example,partner.example/affiliate',
    )
    .optional()
    .describe('hosts or host/path prefixes never counted as outbound'),
};
