import { siteConfig } from '@tsuzuri/config';
import { getTranslations } from 'next-intl/server';
import { getApprovedComments } from '@/lib/comments/queries';
import { COMMENT_ERROR_KEYS } from '@/lib/forms/comment-fields';
import { CommentForm, type CommentFormLabels } from './CommentForm.client';
import { CommentList } from './CommentList';

/** The comments under an article: the approved ones, then the form (texts handed to the client leaf). */
export async function CommentSection({ slug, locale }: { slug: string; locale: string }) {
  const [t, comments] = await Promise.all([
    getTranslations({ locale, namespace: 'comments' }),
    getApprovedComments(slug, locale),
  ]);
  const labels: CommentFormLabels = {
    heading: t('formHeading'),
    note: t('formNote'),
    name: t('name'),
    email: t('email'),
    emailNote: t('emailNote'),
    body: t('body'),
    required: t('required'),
    remember: t('remember'),
    submit: t('submit'),
    sending: t('sending'),
    honeypot: t('honeypot'),
    thanks: t('thanks'),
    errors: Object.fromEntries(
      COMMENT_ERROR_KEYS.map((k) => [k, t(`errors.${k}`)]),
    ) as CommentFormLabels['errors'],
  };
  return (
    <section
      id="comments"
      aria-labelledby="comments-heading"
      className="mt-12 border-t border-line pt-8"
    >
      <h2 id="comments-heading" className="mb-4 text-xl font-bold">
        {t('heading')}{' '}
        <span className="text-base font-normal text-muted">
          ({t('count', { count: comments.length })})
        </span>
      </h2>
      <CommentList
        comments={comments}
        locale={locale}
        emptyText={t('empty')}
        staffLabel={t('staff')}
        replyLabel={(id) => t('replyTo', { id })}
      />
      <CommentForm
        slug={slug}
        locale={locale}
        labels={labels}
        captchaSiteKey={siteConfig().captchaSiteKey}
      />
    </section>
  );
}
