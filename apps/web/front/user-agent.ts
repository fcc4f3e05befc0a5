import type { IncomingMessage } from 'node:http';

/**
 * Real browsers' and crawlers' user agents stay under 300 characters. Next tests the user agent
 * against bot patterns (`[\w-]+-Google|…`) whose cost grows with the square of its length, three
 * times per render: one request with a 16 KB user agent cost about a second of CPU. Cut at the
 * door, before anything (Next, the device rule, the bot rule of the analytics) reads it.
 */
export const USER_AGENT_LIMIT = 512;

export function boundUserAgent(req: IncomingMessage): void {
  const userAgent = req.headers['user-agent'];
  if (userAgent && userAgent.length > USER_AGENT_LIMIT)
    req.headers['user-agent'] = userAgent.slice(0, USER_AGENT_LIMIT);
}
