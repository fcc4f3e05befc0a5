import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Staff } from './session';

/**
 * The console's route handlers (the CSV downloads, the media upload) are opened as links: signed
 * out, a download goes to the sign-in page and comes back to it; a refusal is one short sentence
 * in plain text, which the browser shows as it is (docs/product.md, Operators' console).
 */
let signedIn: Staff | null = null;

vi.mock('./session', () => ({ staffFromHeaders: async () => signedIn }));
vi.mock('next/headers', () => ({
  cookies: async () => new Map(),
  headers: async () => new Headers(),
}));

const { staffRoute } = await import('./guard');
const csv = staffRoute('stats.read', async () => new Response('"a"\r\n'));
const analyst: Staff = { id: 'a1', name: '分析', email: 'a@example.jp', role: 'analyst' };
const moderator: Staff = { ...analyst, role: 'moderator' };

beforeEach(() => {
  signedIn = null;
});

describe('a console download', () => {
  it('signed out, goes to the sign-in page (303), which comes back to it', async () => {
    const answer = await csv(new Request('http://127.0.0.1/admin/export/daily?from=2026-04-01'));
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/export/daily?from=2026-04-01')}`,
    );
  });

  it('without the permission, says so in a sentence of plain text', async () => {
    signedIn = moderator;
    const answer = await csv(new Request('http://127.0.0.1/admin/export/daily'));
    expect(answer.status).toBe(403);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe('この操作をする権限がありません。');
  });

  it('with the permission, is the file', async () => {
    signedIn = analyst;
    const answer = await csv(new Request('http://127.0.0.1/admin/export/daily'));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toBe('"a"\r\n');
  });
});
