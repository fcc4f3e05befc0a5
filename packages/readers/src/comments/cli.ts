import { tokyoTime } from '@tsuzuri/db/day';
import type { PurgeResult } from '@tsuzuri/content/cache-purge';
import {
  COMMENT_STATUSES,
  type CommentStatus,
  type CommentsRepository,
  type ModerationComment,
} from '../repositories/comments';
import { oneLine } from '@tsuzuri/text/terminal';
import { isModerationAction, moderateComment } from './moderate';

export const COMMENTS_USAGE =
  'usage: npm run comments -- list [pending|approved|rejected|spam|all] | approve ID | reject ID | spam ID';

type Io = {
  comments: CommentsRepository;
  purge?: (tags: string[]) => Promise<PurgeResult>;
  out: (line: string) => void;
  err: (line: string) => void;
};

/**
 * One line per comment: what the editor needs to decide, the body cut to one short line. What
 * the visitor wrote is escaped so it can neither drive the terminal nor fake a line of its own.
 */
export function formatCommentLine(c: ModerationComment): string {
  const body = c.body.replace(/\s+/g, ' ').trim();
  const excerpt = oneLine(body.length > 60 ? `${body.slice(0, 59)}…` : body);
  const held = c.holdReason ? `  [held: ${c.holdReason}]` : '';
  return `#${c.id}  ${c.status}  ${c.locale}/${oneLine(c.articleSlug)}  ${oneLine(c.name)} <${oneLine(c.email)}>  ${tokyoTime(c.createdAt)}  "${excerpt}"${held}`;
}

/**
 * `npm run comments -- …`: the editor's moderation from a terminal. Returns the exit code:
 * 0 done, 1 no such comment, 2 wrong usage.
 */
export async function runCommentsCli(args: string[], io: Io): Promise<number> {
  const [command, arg] = args;
  if (command === 'list') {
    const status = arg ?? 'pending';
    if (status !== 'all' && !COMMENT_STATUSES.includes(status as CommentStatus)) {
      io.err(`unknown status "${status}"\n${COMMENTS_USAGE}`);
      return 2;
    }
    const rows = await io.comments.list({
      status: status === 'all' ? undefined : (status as CommentStatus),
      limit: 1000,
    });
    for (const c of rows) io.out(formatCommentLine(c));
    io.out(
      `${rows.length} ${status === 'all' ? '' : `${status} `}comment${rows.length === 1 ? '' : 's'}`,
    );
    return 0;
  }
  if (isModerationAction(command)) {
    if (!arg || !/^\d{1,9}$/.test(arg)) {
      io.err(`${command} needs a comment id (a number), e.g. npm run comments -- ${command} 12`);
      return 2;
    }
    const outcome = await moderateComment(io.comments, Number(arg), command, io.purge);
    if (!outcome) {
      io.err(`no comment with id ${arg} (npm run comments -- list all shows every id)`);
      return 1;
    }
    const { change, purge } = outcome;
    const where = `${change.locale}/${change.articleSlug}`;
    io.out(
      change.previous === change.status
        ? `#${change.id} was already ${change.status} (${where})`
        : `#${change.id} ${change.previous} → ${change.status} (${where})`,
    );
    if (purge)
      io.out(
        purge.ok
          ? `cache: purged ${purge.purged} entries of ${change.articleSlug}`
          : `cache: not purged — ${purge.reason}`,
      );
    return 0;
  }
  io.err(COMMENTS_USAGE);
  return 2;
}
