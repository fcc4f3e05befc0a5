import { siteConfig } from '@tsuzuri/config';
import type { CommentStatus, ModerationComment } from '@tsuzuri/readers/comments';
import { moderateSelected, replyToComment } from '@/app/admin/(console)/comments/actions';
import { GuardedForm } from '@/components/console/GuardedForm.client';
import { SubmitButton } from '@/components/console/SubmitButton.client';
import type { CommentsTexts } from './texts';

/**
 * The queue: one form around the list, so the checkboxes and the three bulk buttons work
 * without JavaScript. Each reader's comment has its own small reply form below the list's
 * form (forms cannot nest), linked by the comment's id.
 */
export function CommentQueue({
  comments,
  titles,
  status,
  t,
  lang,
}: {
  comments: ModerationComment[];
  /** Article titles by `locale:slug`; a comment whose article has none shows its slug. */
  titles: Map<string, string>;
  status: CommentStatus;
  t: CommentsTexts;
  lang: 'ja' | 'en';
}) {
  if (!comments.length) return <p className="c-card o-muted">{t.empty}</p>;
  return (
    <>
      <form action={moderateSelected} className="o-queue" id="bulk">
        <input type="hidden" name="status" value={status} />
        <fieldset className="o-bulk">
          <legend>{t.bulkLabel}</legend>
          <SubmitButton className="c-button" name="action" value="approve">
            {t.approve}
          </SubmitButton>
          <SubmitButton className="c-button-quiet" name="action" value="reject">
            {t.reject}
          </SubmitButton>
          <SubmitButton className="c-button-quiet" name="action" value="spam">
            {t.spam}
          </SubmitButton>
        </fieldset>
        <ul className="o-list">
          {comments.map((c) => (
            <li key={c.id} className="c-card o-comment" data-comment-id={c.id}>
              <label className="o-check">
                <input type="checkbox" name="id" value={c.id} />
                <span className="c-sr-only">
                  {t.select} #{c.id}
                </span>
              </label>
              <div className="o-comment-body">
                <p className="o-meta">
                  <strong>{c.name}</strong>{' '}
                  {c.staff ? <span className="c-badge">{t.staff}</span> : null}{' '}
                  <span className="o-muted">&lt;{c.email}&gt;</span> · {c.createdAt} · #{c.id}
                </p>
                <p className="o-meta">
                  {t.article}:{' '}
                  <a
                    href={
                      c.locale === siteConfig().defaultLocale
                        ? `/${c.articleSlug}`
                        : `/${c.locale}/${c.articleSlug}`
                    }
                    target="_blank"
                    rel="noreferrer"
                  >
                    {titles.get(`${c.locale}:${c.articleSlug}`) ?? c.articleSlug}
                  </a>{' '}
                  <span className="o-muted o-small">
                    /{c.articleSlug} ({c.locale})
                  </span>
                </p>
                {c.holdReason ? (
                  <p className="o-meta">
                    {t.held}:{' '}
                    {c.holdReason.split(',').map((r) => (
                      <span key={r} className="c-badge c-badge-off" data-reason={r}>
                        {t.reasons[r] ?? r}
                      </span>
                    ))}
                  </p>
                ) : null}
                <p className="o-body">{c.body}</p>
              </div>
            </li>
          ))}
        </ul>
      </form>
      {comments.filter((c) => !c.staff && c.status !== 'spam').length ? (
        <section className="o-section" aria-label={t.reply}>
          {comments
            .filter((c) => !c.staff && c.status !== 'spam')
            .map((c) => (
              <details key={c.id} className="o-reply">
                <summary>
                  {t.reply}: #{c.id} {c.name}
                </summary>
                <GuardedForm action={replyToComment} className="c-card" lang={lang}>
                  <input type="hidden" name="replyTo" value={c.id} />
                  <input type="hidden" name="status" value={status} />
                  <div className="c-field">
                    <label htmlFor={`reply-${c.id}`}>{t.replyBody}</label>
                    <textarea
                      id={`reply-${c.id}`}
                      name="body"
                      rows={3}
                      maxLength={2000}
                      required
                      placeholder={t.replyPlaceholder}
                    />
                  </div>
                  <SubmitButton className="c-button" pendingLabel={t.replySending}>
                    {t.replySend}
                  </SubmitButton>
                </GuardedForm>
              </details>
            ))}
        </section>
      ) : null}
    </>
  );
}
