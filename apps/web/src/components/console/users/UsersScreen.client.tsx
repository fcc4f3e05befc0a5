'use client';

import type { StaffUser } from '@tsuzuri/staff';
import type { Role } from '@tsuzuri/staff/permissions';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { changeRoleAction, passwordLinkAction, toggleUserAction } from '@/lib/console/user-actions';
import { ConfirmButton } from '../ConfirmButton.client';
import { AddPersonForm } from './AddPersonForm.client';
import { PasswordLinkBox } from './PasswordLinkBox.client';
import { type ShownLink, withLink } from './password-links';
import { RoleSwitch } from './RoleSwitch.client';
import type { UserTexts } from './texts';
import { TableFrame } from '../TableFrame';

/** One account as the screen shows it: the day it was added already in Japan time. */
export type UserRow = Omit<StaffUser, 'createdAt'> & { since: string };

type Props = {
  t: UserTexts;
  lang: 'ja' | 'en';
  roles: Record<Role, string>;
  users: UserRow[];
  meId: string;
};

/** The last role change or refusal; links are kept apart, so an answer never hides one. */
type Notice = { ok: boolean; text: string } | null;

/** The users page: add a person, and per person their role, a new password link, disable/enable. */
export function UsersScreen({ t, lang, roles, users, meId }: Props) {
  const router = useRouter();
  const [links, setLinks] = useState<ShownLink[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const show = (shown: ShownLink) => {
    setLinks((kept) => withLink(kept, shown));
    setNotice(null);
  };
  const [pending, start] = useTransition();
  const fill = (text: string, values: Record<string, string>) =>
    text.replace(/\{(\w+)\}/g, (all, key: string) => values[key] ?? all);

  const changeRole = async (user: UserRow, role: Role): Promise<boolean> => {
    const result = await changeRoleAction(user.id, role);
    setNotice({
      ok: result.ok,
      text: result.ok
        ? fill(t.roleChanged, { name: user.name, role: roles[role] })
        : result.message,
    });
    router.refresh();
    return result.ok;
  };
  const newLink = (user: UserRow) =>
    start(async () => {
      const result = await passwordLinkAction(user.id);
      if (result.ok)
        show({
          link: result.value,
          // Someone who never chose a password gets their first link again, not a reset.
          heading: fill(user.hasPassword ? t.linkFor : t.firstLinkMade, { name: user.name }),
          reset: user.hasPassword,
        });
      else setNotice({ ok: false, text: result.message });
      router.refresh();
    });

  return (
    <>
      <p className="c-hint c-users-intro">{t.intro}</p>
      <AddPersonForm
        t={t}
        lang={lang}
        roles={roles}
        onAdded={(link) => {
          show({ link, heading: fill(t.added, { name: link.name }), reset: false });
          router.refresh();
        }}
      />
      {notice ? (
        <p
          role={notice.ok ? 'status' : 'alert'}
          className={`c-alert ${notice.ok ? 'c-alert-ok' : 'c-alert-error'}`}
        >
          {notice.text}
        </p>
      ) : null}
      {links.length ? (
        <ul className="c-users-links">
          {links.map((shown) => (
            <li key={shown.link.url}>
              <PasswordLinkBox t={t} lang={lang} {...shown} />
            </li>
          ))}
        </ul>
      ) : null}
      <TableFrame label={t.title}>
        <table className="c-table c-table--cards c-users-table">
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.email}</th>
              <th scope="col">{t.role}</th>
              <th scope="col">{t.state}</th>
              <th scope="col">{t.since}</th>
              <th scope="col">{t.manage}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((u) => (
              <tr key={u.id} data-user={u.email}>
                <td>{u.name}</td>
                <td data-label={t.email}>{u.email}</td>
                <td data-label={t.role}>
                  {u.id === meId ? (
                    roles[u.role]
                  ) : (
                    <RoleSwitch
                      t={t}
                      roles={roles}
                      user={u}
                      pending={pending}
                      onChange={(role) => changeRole(u, role)}
                    />
                  )}
                </td>
                <td data-label={t.state}>
                  {u.disabled ? (
                    <span className="c-badge c-badge-off">{t.disabled}</span>
                  ) : (
                    <span className="c-badge">{u.hasPassword ? t.active : t.noPassword}</span>
                  )}
                </td>
                <td data-label={t.since}>{u.since}</td>
                <td data-label={t.manage}>
                  {u.id === meId ? (
                    t.you
                  ) : (
                    <div className="c-users-tools">
                      <button
                        type="button"
                        className="c-button-quiet"
                        aria-label={fill(u.hasPassword ? t.newLinkFor : t.firstLinkFor, {
                          name: u.name,
                        })}
                        disabled={pending}
                        onClick={() => newLink(u)}
                      >
                        {u.hasPassword ? t.newLink : t.firstLink}
                      </button>
                      <form action={toggleUserAction} className="c-inline-form" data-stays-on-page>
                        <input type="hidden" name="user" value={u.id} />
                        <input type="hidden" name="disable" value={u.disabled ? '0' : '1'} />
                        <ConfirmButton
                          className="c-button-quiet"
                          question={
                            u.disabled
                              ? null
                              : fill(t.disableConfirm, { name: u.name, email: u.email })
                          }
                        >
                          {u.disabled ? t.enable : t.disable}
                        </ConfirmButton>
                      </form>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </>
  );
}
