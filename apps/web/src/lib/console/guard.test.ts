import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_PATH_HEADER } from './path-header';

/**
 * Signed out, a console page or a plain form's post goes to the login page, which comes back to
 * the screen afterwards (docs/product.md#staff). A form posted after the session ended says so
 * there: what it sent was not saved.
 */
let asked: string | null = null;

vi.mock('./session', () => ({ currentStaff: async () => null }));
vi.mock('next/headers', () => ({
  headers: async () => new Headers(asked === null ? {} : { [CONSOLE_PATH_HEADER]: asked }),
}));

const { requireStaff, staffAction } = await import('./guard');

/** Where a call redirected to (Next's redirect() throws it). */
async function redirectOf(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest);
    if (digest.startsWith('NEXT_REDIRECT')) return digest.split(';')[2];
    throw error;
  }
  throw new Error('no redirect');
}

const ran: unknown[] = [];
const moderate = staffAction('comments.moderate', async (_ctx, form: FormData) => {
  ran.push(form);
});

beforeEach(() => {
  ran.length = 0;
  asked = null;
});

describe('signed out in the console', () => {
  it('a plain form posted after the session ended: the login page comes back to its screen and says nothing was saved', async () => {
    asked = '/admin/comments?status=pending';
    expect(await redirectOf(() => moderate(new FormData()))).toBe(
      `/admin/login?next=${encodeURIComponent('/admin/comments?status=pending')}&done=expired`,
    );
    expect(ran).toEqual([]);
  });

  it('a page asked for: the login page comes back to it, with nothing to say', async () => {
    asked = '/admin/users';
    expect(await redirectOf(() => requireStaff('users.manage'))).toBe(
      '/admin/login?next=%2Fadmin%2Fusers',
    );
  });

  it('never comes back to another site, or to the login page itself', async () => {
    for (const path of [
      '//evil.example/admin',
      '/admin//evil.example',
      '/admin/login?next=/admin',
    ]) {
      asked = path;
      expect(await redirectOf(() => moderate(new FormData())), path).toBe(
        '/admin/login?done=expired',
      );
      expect(await redirectOf(() => requireStaff()), path).toBe('/admin/login');
    }
    asked = null;
    expect(await redirectOf(() => moderate(new FormData()))).toBe('/admin/login?done=expired');
  });
});
