import { tokyoTime } from '@tsuzuri/analytics/tokyo';
import { COMMENT_STATUSES, type CommentStatus } from '@tsuzuri/readers/comments';
import type { Metadata } from 'next';
import '@/components/operations/operations.css';
import { ConsolePage } from '@/components/console/ConsolePage';
import { CommentQueue } from '@/components/operations/comments/CommentQueue';
import { NgWordList } from '@/components/operations/comments/NgWordList';
import { COMMENTS_TEXTS } from '@/components/operations/comments/texts';
import { Notice } from '@/components/operations/Notice';
import { requireStaff } from '@/lib/console/guard';
import { consoleLocale } from '@/lib/console/locale';
import { fill } from '@/lib/operations/back-to';
import { repositories } from '@/repositories';

export async function generateMetadata(): Promise<Metadata> {
  return { title: COMMENTS_TEXTS[await consoleLocale()].title };
}

type Props = { searchParams: Promise<Record<string, string | undefined>> };

/** The titles of the articles the comments are on, by `locale:slug` (an unpublished one: none). */
async function articleTitles(comments: { articleSlug: string; locale: string }[]) {
  const repos = await repositories();
  const titles = new Map<string, string>();
  for (const locale of new Set(comments.map((c) => c.locale))) {
    const slugs = [
      ...new Set(comments.filter((c) => c.locale === locale).map((c) => c.articleSlug)),
    ];
    for (const a of await repos.articles.bySlugs(slugs, locale))
      titles.set(`${locale}:${a.slug}`, a.title);
  }
  return titles;
}

/** The moderation queue by status, bulk decisions, staff replies and the NG-word list. */
export default async function CommentsPage({ searchParams }: Props) {
  await requireStaff('comments.moderate');
  const lang = await consoleLocale();
  const t = COMMENTS_TEXTS[lang];
  const q = await searchParams;
  const status: CommentStatus = COMMENT_STATUSES.includes(q.status as CommentStatus)
    ? (q.status as CommentStatus)
    : 'pending';
  const repos = await repositories();
  const [comments, words, counts] = await Promise.all([
    repos.comments.list({ status, limit: 200, newestFirst: status !== 'pending' }),
    repos.ngWords.list(),
    repos.comments.countByStatus(),
  ]);
  const titles = await articleTitles(comments);
  const done = q.done && q.done in t.done ? fill(t.done[q.done as keyof typeof t.done], q.n) : null;
  return (
    <ConsolePage title={t.title}>
      {done ? (
        <Notice
          tone={
            q.done === 'purgeFailed' || q.done === 'none' || q.done === 'invalid' ? 'error' : 'ok'
          }
        >
          {done}
        </Notice>
      ) : null}
      <nav className="o-tabs" aria-label={t.title}>
        {COMMENT_STATUSES.map((s) => (
          <a key={s} href={`?status=${s}`} aria-current={s === status ? 'page' : undefined}>
            {t.statuses[s]} <span className="o-count">{counts[s]}</span>
          </a>
        ))}
      </nav>
      <p className="o-muted o-small">{t.rateNote}</p>
      <CommentQueue
        comments={comments.map((c) => ({ ...c, createdAt: tokyoTime(c.createdAt) }))}
        titles={titles}
        status={status}
        t={t}
        lang={lang}
      />
      <NgWordList
        words={words.map((w) => ({ ...w, createdAt: tokyoTime(w.createdAt) }))}
        t={t}
        lang={lang}
      />
    </ConsolePage>
  );
}
