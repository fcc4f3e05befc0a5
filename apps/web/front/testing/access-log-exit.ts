// A process that records access-log lines (argv[2] of them, default 1) and exits at once,
// before the flush interval: access-log.test.ts reads what it printed.
import { logDestination } from '../server-log';
import { accessLogTo } from '../access-log';

const log = accessLogTo(logDestination(), { configured: ['ja'], defaultLocale: 'ja' });
const count = Number(process.argv[2] ?? 1);
for (let i = 0; i < count; i++) log.record('GET', `/written-at-exit/${i}`, 200, 1, 0.1, 'HIT');
process.exit(0);
