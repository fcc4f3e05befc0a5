'use server';

import { headers } from 'next/headers';
import { type CommentErrors, commentInputFromForm } from '@/lib/forms/comment-fields';
import { commentSubmitDeps } from '@/lib/comments/runtime';
import { submitComment } from '@/lib/comments/submit';
import { visitorFromHeaders } from '@/lib/visitor';

export type CommentFormValues = { name: string; email: string; body: string };
export type CommentFormState = {
  status: 'idle' | 'ok' | 'error';
  errors: CommentErrors;
  values: CommentFormValues;
};

/**
 * The article page's comment form, with or without JavaScript. Success is answered only after
 * the comment is committed; on any error the visitor gets back exactly what they typed.
 */
export async function commentAction(
  _prev: CommentFormState,
  form: FormData,
): Promise<CommentFormState> {
  const raw = commentInputFromForm(form);
  const values = { name: raw.name ?? '', email: raw.email ?? '', body: raw.body ?? '' };
  let result: Awaited<ReturnType<typeof submitComment>>;
  try {
    result = await submitComment(
      raw,
      visitorFromHeaders(await headers()),
      await commentSubmitDeps(),
    );
  } catch (error) {
    console.error('comment submission failed', error);
    return { status: 'error', errors: { form: 'failed' }, values };
  }
  if (!result.ok) return { status: 'error', errors: result.errors, values };
  // The body is done with; name and email stay for the visitor's next comment.
  return { status: 'ok', errors: {}, values: { ...values, body: '' } };
}
