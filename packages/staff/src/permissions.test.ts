import { forEachDialect } from '@tsuzuri/test-support/dialects';
import { useTempDb } from '@tsuzuri/test-support/temp-db';
import { describe, expect, it } from 'vitest';
import { ACTIONS, type Action, can, ROLES, type Role } from './permissions';
import { decide, staffOfRequest } from './session';
import { signInCookie, staffWithPassword, testAuth } from './test-helpers';

/**
 * The table of docs/product.md#staff-roles, written out by hand: a change to the grants that
 * the docs do not make fails here. Y = allowed.
 */
const TABLE: Record<Action, Record<Role, 'Y' | '-'>> = {
  'dashboard.view': { owner: 'Y', editor: 'Y', moderator: 'Y', analyst: 'Y' },
  'articles.view': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'articles.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'articles.publish': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'media.view': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'media.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'categories.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'authors.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'products.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'settings.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'redirects.edit': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'push.view': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'push.send': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'comments.moderate': { owner: 'Y', editor: '-', moderator: 'Y', analyst: '-' },
  'messages.handle': { owner: 'Y', editor: '-', moderator: 'Y', analyst: '-' },
  'subscribers.view': { owner: 'Y', editor: '-', moderator: 'Y', analyst: '-' },
  'subscribers.edit': { owner: 'Y', editor: '-', moderator: 'Y', analyst: '-' },
  'stats.read': { owner: 'Y', editor: '-', moderator: '-', analyst: 'Y' },
  'cache.view': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'cache.purge': { owner: 'Y', editor: 'Y', moderator: '-', analyst: '-' },
  'users.manage': { owner: 'Y', editor: '-', moderator: '-', analyst: '-' },
  'audit.read': { owner: 'Y', editor: '-', moderator: '-', analyst: '-' },
};

describe('the permission table', () => {
  it('names every action once, and the table covers exactly the actions', () => {
    expect(new Set(ACTIONS).size).toBe(ACTIONS.length);
    expect(Object.keys(TABLE).sort()).toEqual([...ACTIONS].sort());
  });

  it('an unknown role (a hand-edited row) may do nothing', () => {
    for (const action of ACTIONS) expect(can('admin', action)).toBe(false);
  });
});

forEachDialect((dialect) => {
  describe('every role against every action, signed in through better-auth', () => {
    const ctx = useTempDb(dialect);

    it('allows exactly what the table says, and refuses a request with no session', async () => {
      const { db } = ctx();
      const auth = testAuth(db);
      for (const role of ROLES) {
        const user = await staffWithPassword(db, role);
        const staff = await staffOfRequest(auth, await signInCookie(auth, user.email));
        expect(staff).toMatchObject({ id: user.id, role, email: user.email });
        for (const action of ACTIONS) {
          const decision = decide(staff, action);
          const got = 'allowed' in decision ? 'Y' : '-';
          expect(`${role} ${action} ${got}`).toBe(`${role} ${action} ${TABLE[action][role]}`);
        }
      }
      const nobody = await staffOfRequest(auth, new Headers());
      for (const action of ACTIONS)
        expect(decide(nobody, action)).toEqual({ refused: 'signed-out' });
    });
  });
});
