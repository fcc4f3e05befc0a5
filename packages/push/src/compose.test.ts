import { describe, expect, it } from 'vitest';
import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { composePush } from './compose';
import { SAME_PUSH_WINDOW_MS } from './same-push';
import type { PushCompose } from './push-compose';
import { pushSendsRepository } from './sends';

const later: PushCompose = {
  title: '新着記事',
  body: '読んでください',
  url: '/best-free-dvd-software',
  audience: 'ja',
  sendAt: '2030-03-10T10:00:00+09:00',
};
const at = (iso: string) => new Date(iso);

forEachDialect((dialect) =>
  describe('composing a push', () => {
    const ctx = useTempDb(dialect);
    const setup = (reach = 3) => {
      const sends = pushSendsRepository(ctx().db);
      const delivered: string[] = [];
      const deps = {
        sends,
        reach: async () => reach,
        send: async (m: { title: string }) => {
          delivered.push(m.title);
          return { total: reach, sent: reach, removed: 0, failed: 0, skipped: 0 };
        },
      };
      return { sends, deps, delivered };
    };

    it('stores a double click on 送信する once: the second answers with the first, nothing new', async () => {
      const { sends, deps } = setup();
      const now = at('2030-03-10T00:00:00Z');
      const [a, b] = await Promise.all([
        composePush(deps, later, 'editor@example.jp', now),
        composePush(deps, later, 'editor@example.jp', at('2030-03-10T00:00:00.400Z')),
      ]);
      const kinds = [a.kind, b.kind].sort();
      expect(kinds).toEqual(['repeated', 'scheduled']);
      const ids = [a, b].map((o) => ('send' in o ? o.send.id : null));
      expect(ids[0]).toBe(ids[1]);
      expect(await sends.list()).toHaveLength(1);
    });

    it('sends a push for now once when it is composed twice in a row', async () => {
      const { sends, deps, delivered } = setup();
      const now = at('2030-03-10T00:00:00Z');
      const first = await composePush(deps, { ...later, sendAt: null }, 'e', now);
      const second = await composePush(
        deps,
        { ...later, sendAt: null },
        'e',
        at('2030-03-10T00:00:01Z'),
      );
      expect(first).toMatchObject({ kind: 'sent', send: { status: 'sent', delivered: 3 } });
      expect(second).toMatchObject({
        kind: 'repeated',
        send: { id: first.kind === 'sent' ? first.send.id : -1 },
      });
      expect(delivered).toEqual(['新着記事']);
      expect(await sends.list()).toHaveLength(1);
    });

    it('stores another push when anything differs, once the window has passed, or after a cancel', async () => {
      const { sends, deps } = setup();
      const now = at('2030-03-10T00:00:00Z');
      await composePush(deps, later, 'e', now);
      await composePush(deps, { ...later, body: '別の本文' }, 'e', now);
      await composePush(deps, { ...later, url: '/other' }, 'e', now);
      await composePush(deps, { ...later, audience: 'en' }, 'e', now);
      await composePush(deps, { ...later, sendAt: '2030-03-10T11:00:00+09:00' }, 'e', now);
      expect(await sends.list()).toHaveLength(5);
      const afterWindow = new Date(now.getTime() + SAME_PUSH_WINDOW_MS + 1);
      const again = await composePush(deps, later, 'e', afterWindow);
      expect(again).toMatchObject({ kind: 'scheduled' });
      expect(await sends.list()).toHaveLength(6);
      if (again.kind === 'scheduled') await sends.cancel(again.send.id);
      expect(await composePush(deps, later, 'e', afterWindow)).toMatchObject({ kind: 'scheduled' });
      expect(await sends.list()).toHaveLength(7);
    });

    it('refuses a push for now that no subscribed browser would receive, storing nothing', async () => {
      const { sends, deps, delivered } = setup(0);
      const now = at('2030-03-10T00:00:00Z');
      expect(await composePush(deps, { ...later, sendAt: null }, 'e', now)).toEqual({
        kind: 'no-subscribers',
      });
      expect(await sends.list()).toEqual([]);
      expect(delivered).toEqual([]);
      // A later one may find readers by its time.
      expect(await composePush(deps, later, 'e', now)).toMatchObject({ kind: 'scheduled' });
    });
  }),
);
