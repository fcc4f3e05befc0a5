import { tokyoDayOf, tokyoTime } from '@tsuzuri/db/day';
import type { Db } from '@tsuzuri/db';
import { parseArgs } from 'node:util';
import { audit, COMMAND_LINE } from './audit';
import { createLink } from './links';
import { isRole, ROLES } from './permissions';
import { linkUrl, PASSWORD_PATH, prepareSetupLink } from './setup';
import { addUser, findUser, listUsers, setDisabled, setRole, StaffError } from './users';

export const USERS_USAGE = `Usage: npm run users -- <command>
  list                                   every account: email, role, state
  add --email <email> --role <role> [--name <name>]
                                         a new account; prints its one-time set-password link
  disable <email>                        no more sign-ins; every session ends at once
  enable <email>                         allows sign-ins again
  reset <email>                          prints a new one-time set-password link
  role <email> <role>                    changes the role
  setup-link                             a new owner setup link (only while the site has no owner)
Roles: ${ROLES.join(', ')}. No password is ever typed on the command line.`;

export type UsersCliDeps = {
  db: Db;
  siteUrl: string;
  out: (line: string) => void;
  err: (line: string) => void;
};

/** `npm run users -- …` (apps/cli/src/users.ts); returns the exit code. */
export async function runUsersCli(argv: string[], d: UsersCliDeps): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'list':
        return await list(d);
      case 'add':
        return await add(rest, d);
      case 'disable':
      case 'enable':
        return await toggle(command, rest[0], d);
      case 'reset':
        return await reset(rest[0], d);
      case 'role':
        return await changeRole(rest[0], rest[1], d);
      case 'setup-link':
        return await setupLink(d);
      default:
        d.err(USERS_USAGE);
        return command === undefined || command === 'help' || command === '--help' ? 0 : 2;
    }
  } catch (error) {
    if (error instanceof StaffError || (error instanceof Error && error.name === 'ZodError')) {
      d.err(
        `users: ${error instanceof StaffError ? error.message : 'invalid input (check the email, name and role)'}`,
      );
      return 1;
    }
    throw error;
  }
}

async function list(d: UsersCliDeps): Promise<number> {
  const users = await listUsers(d.db);
  if (!users.length)
    d.out('no accounts yet (the owner is created from the setup link `npm start` prints)');
  for (const u of users) {
    const state = u.disabled ? 'disabled' : u.hasPassword ? 'active' : 'no password yet';
    d.out(`${u.email}\t${u.role}\t${state}\t${u.name}\t${tokyoDayOf(new Date(u.createdAt))}`);
  }
  return 0;
}

async function add(args: string[], d: UsersCliDeps): Promise<number> {
  let values: { email?: string; role?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args,
      options: { email: { type: 'string' }, role: { type: 'string' }, name: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    // --password among them: no password is ever given on a command line.
    d.err(`users add: ${(error as Error).message}\n${USERS_USAGE}`);
    return 2;
  }
  if (!values.email || !values.role || !isRole(values.role)) {
    d.err(`users add: --email and --role (${ROLES.join(', ')}) are required`);
    return 2;
  }
  const user = await addUser(
    d.db,
    { email: values.email, role: values.role, name: values.name ?? values.email.split('@')[0] },
    COMMAND_LINE,
  );
  return printLink(d, user.id, `added ${user.email} (${user.role})`);
}

async function printLink(d: UsersCliDeps, userId: string, what: string): Promise<number> {
  const link = await createLink(d.db, 'password', userId);
  d.out(what);
  d.out(`one-time link to set the password (valid until ${tokyoTime(link.expiresAt)} Japan time):`);
  d.out(linkUrl(d.siteUrl, PASSWORD_PATH, link.token));
  return 0;
}

async function known(d: UsersCliDeps, email: string | undefined) {
  const user = email ? await findUser(d.db, email) : undefined;
  if (!user) d.err(`users: no account ${email ?? '(give an email)'}`);
  return user;
}

async function toggle(command: 'disable' | 'enable', email: string | undefined, d: UsersCliDeps) {
  const user = await known(d, email);
  if (!user) return 1;
  const { sessionsEnded, changed } = await setDisabled(
    d.db,
    user.id,
    command === 'disable',
    COMMAND_LINE,
  );
  if (!changed) d.out(`${user.email} is already ${command}d; nothing changed`);
  else
    d.out(
      command === 'disable'
        ? `disabled ${user.email}; ${sessionsEnded} session(s) ended`
        : `enabled ${user.email}`,
    );
  return 0;
}

async function reset(email: string | undefined, d: UsersCliDeps): Promise<number> {
  const user = await known(d, email);
  if (!user) return 1;
  await audit(d.db, {
    actor: COMMAND_LINE,
    action: 'users.reset',
    target: `user:${user.id}`,
    details: { email: user.email },
  });
  return printLink(
    d,
    user.id,
    `password reset for ${user.email}: the old password works until the link is used`,
  );
}

async function changeRole(email: string | undefined, role: string | undefined, d: UsersCliDeps) {
  const user = await known(d, email);
  if (!user) return 1;
  if (!isRole(role)) {
    d.err(`users role: the role must be one of ${ROLES.join(', ')}`);
    return 2;
  }
  await setRole(d.db, user.id, role, COMMAND_LINE);
  d.out(`${user.email} is now ${role}`);
  return 0;
}

async function setupLink(d: UsersCliDeps): Promise<number> {
  const link = await prepareSetupLink(d.db, d.siteUrl);
  if (!link) {
    d.err('users setup-link: the site has an owner already (use add or reset)');
    return 1;
  }
  d.out(`owner setup link (one use, valid until ${tokyoTime(link.expiresAt)} Japan time):`);
  d.out(link.url);
  return 0;
}
