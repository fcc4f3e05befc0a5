/**
 * Two cluster workers of one instance behind one port, as apps/web/server.ts runs them: each
 * answers `GET /hit?key=` (`&peek` to look without counting, `&burst=n` for n hits at once) with its own pid and what `sharedLimiter` said. The primary prints
 * `port <n>` once both listen. Run with tsx; used by instance-limits.test.ts.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import { serveInstanceLimits } from '../instance-limits';
import { sharedLimiter } from '../shared-limiter';

const RATE = { limit: 5, windowMs: 60_000 };

if (cluster.isPrimary) {
  serveInstanceLimits(cluster);
  let listening = 0;
  for (let i = 0; i < 2; i++) {
    cluster.fork().on('listening', (address) => {
      if (++listening === 2) console.log(`port ${address.port}`);
    });
  }
  process.on('SIGTERM', () => {
    for (const w of Object.values(cluster.workers ?? {})) w?.kill();
    process.exit(0);
  });
} else {
  http
    .createServer(async (req, res) => {
      const asked = new URL(req.url ?? '/', 'http://x').searchParams;
      const limiter = sharedLimiter('fixture', RATE);
      const key = asked.get('key') ?? '';
      res.setHeader('connection', 'close');
      if (asked.has('burst')) {
        // `burst=n` hits at once, in one turn of the loop: what a loaded worker asks together.
        const n = Math.min(Number(asked.get('burst')), 5000);
        const results = await Promise.all(Array.from({ length: n }, () => limiter.hit(key)));
        res.end(JSON.stringify({ pid: process.pid, allowed: results.map((r) => r.allowed) }));
        return;
      }
      const result = await (asked.has('peek') ? limiter.peek(key) : limiter.hit(key));
      res.end(JSON.stringify({ pid: process.pid, allowed: result.allowed }));
    })
    .listen(0, '127.0.0.1');
}
