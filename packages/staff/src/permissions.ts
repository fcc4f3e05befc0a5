import type { StaffRoleName } from '@tsuzuri/db';

/**
 * Who may do what in the console (docs/product.md#staff-roles). One list of actions, one table of
 * roles; every screen, server action and route handler asks `can(role, action)` through the
 * guard (apps/web/src/lib/console/guard.ts), never a role name of its own.
 */
export const ROLES = [
  'owner',
  'editor',
  'moderator',
  'analyst',
] as const satisfies readonly StaffRoleName[];
export type Role = StaffRoleName;

/** Every console action, by area. A screen needs its `*.view`; a write needs its own action. */
export const ACTIONS = [
  'dashboard.view',
  'articles.view',
  'articles.edit',
  'articles.publish',
  'media.view',
  'media.edit',
  'categories.edit',
  'authors.edit',
  'products.edit',
  'settings.edit',
  'redirects.edit',
  'push.view',
  'push.send',
  'comments.moderate',
  'messages.handle',
  'subscribers.view',
  'subscribers.edit',
  'stats.read',
  'cache.view',
  'cache.purge',
  'users.manage',
  'audit.read',
] as const;
export type Action = (typeof ACTIONS)[number];

const CONTENT: Action[] = [
  'articles.view',
  'articles.edit',
  'articles.publish',
  'media.view',
  'media.edit',
  'categories.edit',
  'authors.edit',
  'products.edit',
  'settings.edit',
  'redirects.edit',
  'push.view',
  'push.send',
  // A published change may need its pages purged at once; purging is content work.
  'cache.view',
  'cache.purge',
];

/** The table: owner everything; the others only their area (and the dashboard). */
const GRANTS: Record<Role, ReadonlySet<Action>> = {
  owner: new Set(ACTIONS),
  editor: new Set<Action>(['dashboard.view', ...CONTENT]),
  moderator: new Set<Action>([
    'dashboard.view',
    'comments.moderate',
    'messages.handle',
    'subscribers.view',
    'subscribers.edit',
  ]),
  analyst: new Set<Action>(['dashboard.view', 'stats.read']),
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const isAction = (value: unknown): value is Action =>
  typeof value === 'string' && (ACTIONS as readonly string[]).includes(value);

/** Whether a role may do an action; an unknown role (a hand-edited row) may do nothing. */
export function can(role: string, action: Action): boolean {
  return isRole(role) && GRANTS[role].has(action);
}

/** The actions a role may do, in the list's order (for the users screen and the docs table). */
export const actionsOf = (role: Role): Action[] => ACTIONS.filter((a) => GRANTS[role].has(a));
