'use server';

import { isAPIError } from '@tsuzuri/staff/next';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { staffAuth } from '@/lib/console/auth';
import { consoleLocale } from '@/lib/console/locale';
import { returnPath } from '@/lib/console/login-path';
import { LOGIN_TEXTS, waitText } from './texts';

export type LoginState = { error?: string; email?: string };

const LoginForm = z.object({
  email: z
    .string()
    .transform((s) => s.normalize('NFKC').trim().toLowerCase())
    .pipe(z.string().min(3).max(254)),
  password: z.string().min(1).max(256),
  next: z.string().max(2000).optional(),
});

/**
 * The login form: better-auth checks the password (its hooks count attempts per address and
 * wrong passwords per account across instances: packages/staff/src/login-limits.ts), the session
 * cookie is set on this answer, then the console opens where the person was going.
 */
export async function signIn(_prev: LoginState, form: FormData): Promise<LoginState> {
  const t = LOGIN_TEXTS[await consoleLocale()];
  const parsed = LoginForm.safeParse({
    email: form.get('email'),
    password: form.get('password'),
    next: form.get('next') ?? undefined,
  });
  if (!parsed.success) return { error: t.invalid, email: String(form.get('email') ?? '') };
  const { email, password, next } = parsed.data;
  const auth = await staffAuth();
  try {
    await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: await headers(),
    });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: string; retryAfterSeconds?: number };
    if (error.statusCode === 429)
      return { error: t.tooMany(waitText(t, Number(body.retryAfterSeconds ?? 60))), email };
    if (body.code === 'ACCOUNT_DISABLED') return { error: t.disabled, email };
    if (error.statusCode === 401) return { error: t.wrong, email };
    return { error: t.failed, email };
  }
  redirect(returnPath(next) ?? '/admin');
}
