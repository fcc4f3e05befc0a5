import { describe, expect, it, vi } from 'vitest';

/**
 * A dashboard table's CSV asked for with a table or a period the screen would not show: one
 * sentence of plain text in the console's language, never JSON (docs/product.md, CSV).
 */
vi.mock('@/lib/console/session', () => ({
  staffFromHeaders: async () => ({
    id: 'a1',
    name: '分析',
    email: 'a@example.jp',
    role: 'analyst',
  }),
}));
vi.mock('next/headers', () => ({
  cookies: async () => new Map(),
  headers: async () => new Headers(),
}));
vi.mock('@/repositories', () => ({ repositories: async () => ({}) }));

const { GET } = await import('./route');
const ask = (table: string, query = '') =>
  GET(new Request(`http://127.0.0.1/admin/export/${table}${query}`), {
    params: Promise.resolve({ table }),
  });

describe('a dashboard CSV refused', () => {
  it.each([
    ['no such table', 'payroll', '', 404, 'そのような表はありません。'],
    [
      'a day that does not exist',
      'daily',
      '?from=2026-02-30&to=2026-03-10',
      400,
      '日付は YYYY-MM-DD の形で、実在する日を指定してください。',
    ],
    [
      'a reversed period',
      'daily',
      '?from=2026-04-10&to=2026-04-01',
      400,
      '開始日は終了日より前にしてください。',
    ],
  ])('%s: says so in plain text', async (_, table, query, status, text) => {
    const answer = await ask(table, query);
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await answer.text()).toBe(text);
  });
});
