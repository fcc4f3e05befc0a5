import { describe, expect, it } from 'vitest';
import { requireAdmin } from './admin-auth';

const req = (auth?: string) => new Request('http://x/api/admin/comments', { headers: auth ? { authorization: auth } : {} });
const TOKEN = 'a-long-admin-token-123';

describe('requireAdmin', () => {
  it('lets the right bearer token through', () => {
    expect(requireAdmin(req(`Bearer ${TOKEN}`), TOKEN)).toBeNull();
  });
  it('answers 401 without, with a wrong, or with no configured token', () => {
    for (const r of [req(), req('Bearer nope'), req(TOKEN), req(`Basic ${TOKEN}`)]) expect(requireAdmin(r, TOKEN)?.status).toBe(401);
    expect(requireAdmin(req(`Bearer ${TOKEN}`), undefined)?.status).toBe(401);
  });
});
