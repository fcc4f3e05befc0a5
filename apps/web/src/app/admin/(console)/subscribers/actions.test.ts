import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * Removing a subscriber answers on the page, never in a URL: an address in the console's query
 * stays in the browser's history and in every proxy's log (docs/product.md, 購読者).
 */
const removed: number[] = [];
const audits: unknown[] = [];

vi.mock('@/lib/console/session', () => ({
  currentStaff: async () => ({ id: 'u1', name: 'Owner', email: 'owner@example.jp', role: 'owner' }),
}));
vi.mock('@/repositories', () => ({
  repositories: async () => ({
    subscriberList: {
      remove: async (id: number) => {
        removed.push(id);
        return id === 7 ? 'hanako@example.jp' : null;
      },
    },
  }),
}));
vi.mock('@tsuzuri/db', () => ({ getDb: async () => ({}) }));
vi.mock('@tsuzuri/staff', () => ({
  audit: async (_db: unknown, entry: unknown) => audits.push(entry),
}));
vi.mock('next/cache', () => ({ revalidatePath: () => {} }));

const { removeSubscriber } = await import('./actions');

/** The action's answer, or the URL it redirected to (Next's redirect() throws it). */
async function outcome(id: string): Promise<unknown> {
  const form = new FormData();
  form.set('id', id);
  try {
    return { answer: await removeSubscriber(null, form) };
  } catch (error) {
    const digest = String((error as { digest?: unknown }).digest);
    if (!digest.startsWith('NEXT_REDIRECT')) throw error;
    return { redirect: digest.split(';')[2] };
  }
}

beforeEach(() => {
  removed.length = 0;
  audits.length = 0;
});

describe('removing a subscriber from the console', () => {
  it('answers with the address removed in the page, not in a redirect', async () => {
    const result = await outcome('7');
    expect(JSON.stringify(result)).not.toContain('/admin/subscribers?');
    expect(result).toEqual({ answer: { ok: true, email: 'hanako@example.jp' } });
    expect(removed).toEqual([7]);
    expect(audits).toMatchObject([
      {
        action: 'subscribers.remove',
        target: 'subscriber:7',
        details: { email: 'hanako@example.jp' },
      },
    ]);
  });

  it('an address already gone answers so, and nothing is audited', async () => {
    expect(await outcome('8')).toEqual({ answer: { ok: false } });
    expect(await outcome('x')).toEqual({ answer: { ok: false } });
    expect(removed).toEqual([8]);
    expect(audits).toEqual([]);
  });
});
