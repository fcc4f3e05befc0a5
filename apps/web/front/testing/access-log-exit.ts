// A process that records one access-log line and exits at once, before the flush interval:
// access-log.test.ts reads what it printed.
import { logDestination } from '../server-log';
import { accessLogTo } from '../access-log';

const log = accessLogTo(logDestination(), { configured: ['ja'], defaultLocale: 'ja' });
log.record('GET', '/written-at-exit', 200, 1, 0.1, 'HIT');
process.exit(0);
