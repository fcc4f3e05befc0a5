'use server';

import { siteConfig } from '@tsuzuri/config';
import { getDb } from '@tsuzuri/db';
import {
  addUser,
  createLink,
  findUser,
  PASSWORD_PATH,
  linkUrl,
  setDisabled,
  setRole,
  StaffError,
  type StaffUser,
} from '@tsuzuri/staff';
import { ROLES } from '@tsuzuri/staff/permissions';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { normalizeEmail } from '../email';
import { type ActionResult, answer } from './action-result';
import { staffAction } from './guard';
import { staffAnswerAction } from './script-actions';
import { consoleLocale } from './locale';

/**
 * The users page's writes (owner only: `users.manage`), the console's way to what
 * `npm run users` does (docs/product.md#staff): add a person, change a role, make a new
 * password link, disable or enable. No password is ever typed here: a new person, or one who
 * forgot theirs, gets a one-time link to choose it, which the owner passes on.
 */

/** A one-time link to set a password, shown once to the owner who made it, naming the person. */
export type PasswordLink = {
  userId: string;
  name: string;
  email: string;
  url: string;
  expiresAt: string;
};

const NewPerson = z.object({
  name: z
    .string()
    .trim()
    .min(1, '名前を入力してください (enter their name)')
    .max(80, '名前は80文字以内で入力してください (at most 80 characters)')
    .regex(
      /^[^\p{C}]*$/u,
      '名前に使えない文字が含まれています (it contains characters a name cannot have)',
    ),
  email: z
    .string()
    .transform(normalizeEmail)
    .pipe(
      z
        .email('メールアドレスの形式が正しくありません (this is not an email address)')
        .max(254, 'メールアドレスが長すぎます (at most 254 characters)'),
    ),
  role: z.enum(ROLES, '役割を選んでください (choose a role)'),
});
const UserId = z.string().min(1).max(64);

/** The refusals the staff package names by code, said in the console's language. */
const STAFF_REFUSALS: Record<StaffError['code'], { ja: string; en: string; field?: string }> = {
  'email-taken': {
    ja: 'このメールアドレスの人はすでに登録されています',
    en: 'Someone with this email address is registered already',
    field: 'email',
  },
  'unknown-user': {
    ja: 'この人は見つかりませんでした。画面を読み込み直してください',
    en: 'This person was not found. Reload the page',
  },
  'last-owner': {
    ja: 'オーナーが一人だけのため、この操作はできません。先に別の人をオーナーにしてください',
    en: 'This is the only owner. Make someone else an owner first',
  },
};

/** Runs a write; a StaffError becomes an answer in the console's language, like every refusal. */
async function staffAnswer<T>(run: () => Promise<T>): Promise<ActionResult<T>> {
  try {
    return await answer(run);
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    const refusal = STAFF_REFUSALS[error.code];
    const message = refusal[await consoleLocale()];
    const issues = refusal.field ? [{ path: refusal.field, message }] : undefined;
    return { ok: false, code: error.code, message, issues };
  }
}

async function passwordLink(user: StaffUser): Promise<PasswordLink> {
  const link = await createLink(await getDb(), 'password', user.id);
  const url = linkUrl(siteConfig().siteUrl, PASSWORD_PATH, link.token);
  return { userId: user.id, name: user.name, email: user.email, url, expiresAt: link.expiresAt };
}

/** Adds a person without a password; answers the link for them to choose one. */
export const addPersonAction = staffAnswerAction(
  'users.manage',
  async (ctx, input: unknown): Promise<ActionResult<PasswordLink>> =>
    staffAnswer(async () => {
      const person = NewPerson.parse(input);
      // addUser writes its own audit row (users.add) in its transaction.
      const user = await addUser(await getDb(), person, ctx.actor);
      ctx.audited();
      revalidatePath('/admin/users');
      return passwordLink(user);
    }),
);

/** Said when an owner tries to change their own role: another owner does (nobody locks themselves out). */
const OWN_ROLE = {
  ja: 'ご自分の役割はここでは変えられません。別のオーナーに依頼してください',
  en: 'You cannot change your own role here. Ask another owner',
};

/** Changes a person's role (not one's own); the last owner keeps theirs. */
export const changeRoleAction = staffAnswerAction(
  'users.manage',
  async (ctx, userId: string, role: unknown): Promise<ActionResult<null>> => {
    if (userId === ctx.staff.id)
      return { ok: false, code: 'own-role', message: OWN_ROLE[await consoleLocale()] };
    return staffAnswer(async () => {
      const id = UserId.parse(userId);
      // setRole writes its own audit row (users.role) in its transaction.
      await setRole(await getDb(), id, NewPerson.shape.role.parse(role), ctx.actor);
      ctx.audited();
      revalidatePath('/admin/users');
      return null;
    });
  },
);

/**
 * A new link to choose a password (the person forgot theirs, or never used the first link). Their
 * current password and sessions keep working until the link is used; an older unused link dies.
 */
export const passwordLinkAction = staffAnswerAction(
  'users.manage',
  async (ctx, userId: string): Promise<ActionResult<PasswordLink>> =>
    staffAnswer(async () => {
      const user = await findUser(await getDb(), UserId.parse(userId));
      if (!user) throw new StaffError('unknown-user', 'no such account');
      await ctx.audit({
        action: 'users.reset',
        target: `user:${user.id}`,
        details: { email: user.email },
      });
      revalidatePath('/admin/users');
      return passwordLink(user);
    }),
);

/**
 * Disables or enables an account (a form post). Disabling ends every session of it at once; the
 * last owner is kept. Audited in the same transaction, only when the account changed: a second
 * click on 無効にする finds it disabled and writes nothing.
 */
export const toggleUserAction = staffAction('users.manage', async (ctx, form: FormData) => {
  const userId = String(form.get('user') ?? '').slice(0, 64);
  const disable = form.get('disable') === '1';
  // Not one's own account (the screen has no button for it): another owner does that.
  if (userId === ctx.staff.id) return;
  try {
    // setDisabled writes its own audit row (users.disable / users.enable) in its transaction,
    // or none when the account already was as asked.
    await setDisabled(await getDb(), userId, disable, ctx.actor);
    ctx.audited();
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
  }
  revalidatePath('/admin/users');
});
