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
}: {
  comments: PublicComment[];
  locale: string;
  emptyText: string;
}) {
  if (!comments.length) return <p className="text-muted">{emptyText}</p>;
  return (
    <ol className="flex flex-col gap-4">
      {comments.map((c) => (
        <li
          key={c.id}
          id={`comment-${c.id}`}
          className="rounded-lg border border-line p-4"
          data-testid="comment"
        >
          <p className="flex flex-wrap items-baseline gap-x-3">
            <span className="font-bold">{c.name}</span>
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
