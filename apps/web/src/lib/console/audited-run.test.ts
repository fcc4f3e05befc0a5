import { describe, expect, it } from 'vitest';
import { runAudited } from './audited-run';
import type { StaffContext } from './staff-context';

/** A staff context whose audit log is an array. */
function context() {
  const log: string[] = [];
  const ctx = {
    staff: { id: 'u1', email: 'editor@example.jp' },
    actor: { id: 'u1', email: 'editor@example.jp' },
    audit: async (entry: { action?: string; target?: string }) => {
      log.push(`${entry.action ?? '-'} ${entry.target ?? ''}`.trim());
    },
    audited: () => {},
  } as unknown as StaffContext;
  return { ctx, log };
}

describe('a console write and the audit log', () => {
  it('a write that records nothing itself gets a bare row', async () => {
    const { ctx, log } = context();
    await runAudited(ctx, 'categories.edit', async () => ({ ok: true, value: 1 }));
    expect(log).toEqual(['categories.edit']);
  });

  it('a write that records itself is not written twice', async () => {
    const { ctx, log } = context();
    await runAudited(ctx, 'authors.edit', async (c) => {
      await c.audit({ action: 'authors.create', target: 'author:7' });
      return { ok: true, value: 7 };
    });
    expect(log).toEqual(['authors.create author:7']);
  });

  it('a refused write (a conflict, an invalid field, a 4xx answer) changed nothing: no row', async () => {
    const { ctx, log } = context();
    await runAudited(ctx, 'categories.edit', async () => ({
      ok: false,
      code: 'invalid',
      message: 'uid: 使えない文字',
    }));
    await runAudited(ctx, 'media.edit', async () => Response.json({ error: 'x' }, { status: 400 }));
    expect(log).toEqual([]);
  });
});
