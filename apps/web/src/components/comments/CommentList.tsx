import type { PublicComment } from '@tsuzuri/readers/comments';
import { FormattedDate } from '@/components/ui/FormattedDate';

/**
 * Approved comments, oldest first. Bodies are plain text: React escapes them, and
 * white-space: pre-line keeps the visitor's line breaks without any HTML of theirs.
 */
export function CommentList({
  comments,
  locale,
  emptyText,
  staffLabel,
  replyLabel,
}: {
  comments: PublicComment[];
  locale: string;
  emptyText: string;
  /** The mark on a reply written by the editorial team in the console. */
  staffLabel: string;
  replyLabel: (id: number) => string;
}) {
  if (!comments.length) return <p className="text-muted">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {comments.map((c) => (
        <li
          key={c.id}
          id={`comment-${c.id}`}
          className={`rounded-lg border p-4 ${c.staff ? 'ml-6 border-brand bg-brand-soft' : 'border-line'}`}
          data-testid="comment"
          data-staff={c.staff ? 'true' : undefined}
        >
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-bold">{c.name}</span>
            {c.staff ? (
              <span className="rounded bg-brand px-2 text-xs font-bold text-white">
                {staffLabel}
              </span>
            ) : null}
            {c.replyTo ? (
              <a className="text-sm text-muted underline" href={`#comment-${c.replyTo}`}>
                {replyLabel(c.replyTo)}
              </a>
            ) : null}
            <span className="text-sm text-muted">
              <FormattedDate iso={c.createdAt} locale={locale} />
            </span>
          </p>
          <p className="mt-2 whitespace-pre-line break-words">{c.body}</p>
        </li>
      ))}
    </ol>
  );
}
