import type { IncomingMessage } from 'node:http';
import { isBot } from 'next/dist/shared/lib/router/utils/is-bot';
import { describe, expect, it } from 'vitest';
import { boundUserAgent, USER_AGENT_LIMIT } from './user-agent';

const request = (headers: Record<string, string>) =>
  ({ headers: { ...headers } }) as unknown as IncomingMessage;

describe('the user agent at the door', () => {
  it('cuts a user agent longer than any real one, before Next tests it against its bot patterns', () => {
    const req = request({ 'user-agent': 'x'.repeat(16_000) });
    boundUserAgent(req);
    expect(req.headers['user-agent']).toHaveLength(USER_AGENT_LIMIT);
  });

  it('leaves real browsers and crawlers as they are, so devices and bots are still told apart', () => {
    const googlebot =
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.69 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    const req = request({ 'user-agent': googlebot });
    boundUserAgent(req);
    expect(req.headers['user-agent']).toBe(googlebot);
    expect(isBot(String(req.headers['user-agent']))).toBe(true);
    const none = request({});
    boundUserAgent(none);
    expect(none.headers).toEqual({});
  });
});
